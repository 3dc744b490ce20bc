/**
 * Where a catalogue read in a hosted flipbook (content's `iframeUrl`) may come from. The
 * content schema accepts only frames on this origin and the site's Content-Security-Policy
 * allows exactly it, so an editor cannot embed a page the policy would then block.
 */
export const CATALOGUE_FRAME_ORIGIN = 'https://online.flippingbook.com';
