/** The chat link with the configured number and the prefilled greeting (spec §2 Contact). */
export function whatsAppLink(whatsappNumber: string, greeting: string | null | undefined): string {
  const url = new URL(`https://wa.me/${whatsappNumber.replace(/\D/g, '')}`);
  if (greeting) url.searchParams.set('text', greeting);
  return url.toString();
}
