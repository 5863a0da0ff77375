/** A day in the person's locale ("25 Nov 2026"): when someone joined or a reward was credited. */
export function referralDateText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
