import interRegularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import interSemiBoldUrl from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf?url';
import type * as PdfMakeModule from 'pdfmake/build/pdfmake';
import { datasheetDocument } from './document.ts';
import type { DatasheetInput } from './document.ts';
import { datasheetFileName } from './file-name.ts';

/*
 * Makes the datasheet in the browser. pdfmake (about 1 MB) and the two Inter files are
 * fetched on the first request only (issue 12: not in the page's initial JS), then reused.
 * Inter is the site's first font (theme.css); the whole TrueType files are embedded, not
 * the Latin web subsets, so a custom colour or shape typed in Polish or Czech still prints.
 */

const FONT = 'Inter';

/** The performance entry each datasheet leaves: from the request to the finished file. */
export const DATASHEET_MEASURE = 'ziigna-datasheet';

type PdfMake = typeof PdfMakeModule;

let pdfMakeReady: Promise<PdfMake> | undefined;

function loadPdfMake(): Promise<PdfMake> {
  pdfMakeReady ??= import('pdfmake/build/pdfmake')
    .then((module) => {
      // The UMD build's CommonJS export arrives as `default` through the bundler.
      const pdfMake = ((module as { default?: PdfMake }).default ?? module) as PdfMake;
      const absolute = (url: string) => new URL(url, window.location.href).href;
      const regular = absolute(interRegularUrl);
      const semiBold = absolute(interSemiBoldUrl);
      pdfMake.addFonts({
        [FONT]: { normal: regular, bold: semiBold, italics: regular, bolditalics: semiBold },
      });
      return pdfMake;
    })
    .catch((error: unknown) => {
      // A failed chunk or font fetch may work on the next click.
      pdfMakeReady = undefined;
      throw error;
    });
  return pdfMakeReady;
}

/** Starts the download early, e.g. when the pointer reaches a datasheet button. */
export function preloadDatasheet(): void {
  void loadPdfMake().catch(() => undefined);
}

export type DatasheetRequest = Omit<DatasheetInput, 'font' | 'reference' | 'createdAt'>;

/** The datasheet as a File named per spec §9, ready to save or to attach to a quote. */
export async function makeDatasheet(request: DatasheetRequest): Promise<File> {
  const started = performance.now();
  const pdfMake = await loadPdfMake();
  const createdAt = new Date();
  const fileName = datasheetFileName(createdAt);
  const definition = datasheetDocument({
    ...request,
    createdAt,
    reference: fileName.replace(/\.pdf$/, ''),
    font: FONT,
  });
  const blob = await pdfMake.createPdf(definition).getBlob();
  // Read by `pnpm --filter @lumen/bench datasheet-latency` (issue 12's 500 ms budget).
  performance.measure(DATASHEET_MEASURE, { start: started });
  return new File([blob], fileName, { type: 'application/pdf', lastModified: createdAt.getTime() });
}

/** Saves a made datasheet through a temporary link: no file-saver needed. */
export function saveDatasheet(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
