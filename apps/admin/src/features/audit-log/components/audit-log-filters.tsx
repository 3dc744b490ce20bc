import { useId, useState } from 'react';
import { AUDIT_ACTIONS } from '@lumen/validation/staff-constants';
import { DateRangeFilter, FILTER_INPUT_CLASS } from '#src/components/date-range-filter.tsx';
import { ACTION_LABELS } from '../utils/action-labels.ts';
import {
  AUDIT_FILTER_KEYS,
  auditLogExportRequest,
  type AuditFilterValues,
} from '../utils/audit-log-params.ts';

/** Each filter named, so one left out is removed from the address rather than kept. */
const everyKey = (values: AuditFilterValues): AuditFilterValues =>
  Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, values[key]]));

/**
 * From / To, actor (user name) and action, applied together by Filter and checked with the
 * API's schema first. Holds what is being typed; the address holds what is applied, and the
 * page remounts this (by key) when the address changes, e.g. on Back.
 */
export function AuditLogFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const [actor, setActor] = useState(values.actor ?? '');
  const [action, setAction] = useState(values.action ?? '');
  const id = useId();

  return (
    <DateRangeFilter
      startDate={values.startDate}
      endDate={values.endDate}
      check={(range) => auditLogExportRequest({ ...range, actor, action }).problem}
      onApply={(range) => {
        // The address gets the values as the API reads them ("Root " is "root").
        const { request } = auditLogExportRequest({ ...range, actor, action });
        if (request) onApply(everyKey(request));
      }}
      onClear={() => {
        setActor('');
        setAction('');
        onApply(everyKey({}));
      }}
    >
      <label htmlFor={`${id}-actor`} className="flex flex-col gap-1 text-sm font-medium">
        Actor (user name)
        <input
          id={`${id}-actor`}
          name="actor"
          className={FILTER_INPUT_CLASS}
          value={actor}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setActor(e.target.value)}
        />
      </label>
      <label htmlFor={`${id}-action`} className="flex flex-col gap-1 text-sm font-medium">
        Action
        <select
          id={`${id}-action`}
          name="action"
          className={FILTER_INPUT_CLASS}
          value={action}
          onChange={(e) => setAction(e.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {ACTION_LABELS[a] ?? a}
            </option>
          ))}
        </select>
      </label>
    </DateRangeFilter>
  );
}
