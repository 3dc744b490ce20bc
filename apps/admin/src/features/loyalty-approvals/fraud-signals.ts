import type { ApprovalInvoice } from '@lumen/validation/loyalty-approvals';

/** The fraud signals as words (decision 034): nobody has to read a colour or an icon. */
export function signalTexts(row: ApprovalInvoice): string[] {
  const s = row.fraudSignals;
  return [
    s.duplicateInvoiceNumber ? 'Invoice number used on another invoice' : null,
    s.duplicateFile ? 'Same file uploaded for another invoice' : null,
    s.manyUploadsInDay ? `${s.uploadsThatDay} uploads by this customer that day` : null,
  ].filter((t): t is string => t !== null);
}
