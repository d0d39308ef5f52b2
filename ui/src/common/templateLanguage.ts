/** A template's language as the BCP 47 tag a page's `lang` takes: Meta writes `pt_BR`, the
 * web `pt-BR`. The customer's message is shown in it whatever the window's language. */
export function templateLang(metaLanguage: string): string {
  return metaLanguage.trim().replace(/_/g, "-");
}
