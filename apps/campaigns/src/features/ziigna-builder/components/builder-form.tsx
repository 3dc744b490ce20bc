import type { ReactNode } from 'react';
import type { Translator } from '@lumen/i18n/messages';
import { useTranslator } from '@lumen/site-shell/lib/i18n.tsx';
import { Disclosure } from '@lumen/ui-kit/disclosure';
import { ZIIGNA_IDS } from '@lumen/validation/ziigna-builder';
import type { BuilderCatalog, BuilderParam } from '../state/catalog.ts';
import {
  chooseValue,
  chosenOf,
  outputMode,
  setText,
  shownSubParams,
  textFields,
  toggleModule,
  toggleOutput,
  type BuilderState,
  type TextField,
} from '../state/rules.ts';
import type { SelectionLine } from '../state/summary.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { LimitedTextField } from './limited-text-field.tsx';

type BuilderFormProps = {
  catalog: BuilderCatalog;
  state: BuilderState;
  /** The summary's lines by id: each panel's button shows its choice while closed. */
  lines: ReadonlyMap<string, SelectionLine>;
  onChange: (next: BuilderState) => void;
};

/** A free-text field's label and hint: the colour, the shape, or an output kind's description. */
function fieldWords(field: TextField, catalog: BuilderCatalog, t: Translator) {
  if (field.id === ZIIGNA_IDS.colour)
    return {
      label: t('ziignaBuilder.customColour'),
      hint: t('ziignaBuilder.customColourHint', { max: field.max }),
    };
  if (field.id === ZIIGNA_IDS.style)
    return {
      label: t('ziignaBuilder.shapeDescription'),
      hint: t('ziignaBuilder.shapeDescriptionHint', { max: field.max }),
    };
  const kind = catalog.output?.values.find((v) => v.id === field.valueId)?.label;
  return { label: t('ziignaBuilder.outputDescription', { kind: kind ?? field.valueId }) };
}

function PanelSummary({ title, choice }: { title: string; choice: string | undefined }) {
  return (
    <span className="flex flex-col">
      <span>{title}</span>
      <span className="text-sm font-normal text-ink-700">{choice}</span>
    </span>
  );
}

/**
 * The parameters, one expansion panel each in their order (the Modules step at its place),
 * then the output panel (spec §2.6). Panels stay in the page while closed, so the server's
 * first paint holds every choice of the configuration the address gives.
 */
export function BuilderForm({ catalog, state, lines, onChange }: BuilderFormProps) {
  const t = useTranslator();
  const subParams = shownSubParams(state, catalog);
  const texts = textFields(state, catalog);
  const choose = (id: string) => (valueId: string) =>
    onChange(chooseValue(state, catalog, id, valueId));

  const textField = (field: TextField) => {
    const value = state.texts[field.key] ?? '';
    const onText = (text: string) => {
      const typed = setText(state, catalog, field.key, text);
      onChange(typed.state);
      return typed.isCut;
    };
    const id = `${field.key.replace('.', '--')}-text`;
    const label = fieldWords(field, catalog, t);
    return (
      <LimitedTextField
        key={field.key}
        id={id}
        {...label}
        value={value}
        max={field.max}
        onChange={onText}
      />
    );
  };

  const subParamGroups = (param: BuilderParam, valueId?: string) =>
    subParams
      .filter((s) => s.param.id === param.id && (valueId === undefined || s.value.id === valueId))
      .map(({ subParam }) => (
        <ChoiceGroup
          key={subParam.id}
          name={subParam.id}
          legend={subParam.title}
          type="radio"
          values={subParam.values}
          chosen={chosenOf(state, subParam.id)}
          onChoose={choose(subParam.id)}
          className="mt-5"
        />
      ));

  const panel = (id: string, title: string, isOpen: boolean, children: ReactNode) => (
    <Disclosure
      key={id}
      summary={<PanelSummary title={title} choice={lines.get(id)?.text} />}
      headingLevel={3}
      defaultOpen={isOpen}
      className="px-4"
      panelClassName="pb-6 text-ink-900"
    >
      {children}
    </Disclosure>
  );

  return (
    <div className="divide-y divide-ink-200 rounded-lg border border-ink-200 bg-white">
      {catalog.params.map((param, index) => {
        if (param.id === ZIIGNA_IDS.modules) {
          const parts = param.values.filter((v) => chosenOf(state, param.id).includes(v.id));
          return panel(
            param.id,
            param.title,
            index === 0,
            <ChoiceGroup
              name={param.id}
              legend={param.title}
              isLegendHidden
              hint={t('ziignaBuilder.modulesHint')}
              type="checkbox"
              values={param.values}
              chosen={chosenOf(state, param.id)}
              onChoose={(valueId) => onChange(toggleModule(state, catalog, valueId))}
            >
              {parts.map((part) => (
                <fieldset key={part.id} className="mt-5 rounded-md border border-ink-200 p-4">
                  <legend className="px-1 font-semibold text-ink-950">{part.label}</legend>
                  {subParamGroups(param, part.id)}
                </fieldset>
              ))}
            </ChoiceGroup>,
          );
        }
        return panel(
          param.id,
          param.title,
          index === 0,
          <ChoiceGroup
            name={param.id}
            legend={param.title}
            isLegendHidden
            type="radio"
            values={param.values}
            chosen={chosenOf(state, param.id)}
            onChoose={choose(param.id)}
          >
            {subParamGroups(param)}
            {texts.filter((f) => f.id === param.id).map(textField)}
          </ChoiceGroup>,
        );
      })}
      {catalog.output
        ? panel(
            catalog.output.id,
            catalog.output.title,
            false,
            <ChoiceGroup
              name={catalog.output.id}
              legend={catalog.output.title}
              isLegendHidden
              hint={
                outputMode(state) === 'one'
                  ? t('ziignaBuilder.outputOne')
                  : t('ziignaBuilder.outputSeveral')
              }
              type={outputMode(state) === 'one' ? 'radio' : 'checkbox'}
              values={catalog.output.values}
              chosen={chosenOf(state, catalog.output.id)}
              onChoose={(kind) => onChange(toggleOutput(state, catalog, kind))}
            >
              {texts.filter((f) => f.id === catalog.output?.id).map(textField)}
            </ChoiceGroup>,
          )
        : null}
    </div>
  );
}
