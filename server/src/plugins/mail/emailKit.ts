import type { MailMessage } from './mailer';

// The one kit every e-mail of the product is written with: a text part and an HTML part of the
// same paragraphs, in the same layout and signature. Names, reasons and references are typed by
// people, so the HTML part escapes them.

export const PRODUCT = 'VendorBridge';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The HTML document around the paragraphs (already HTML), signed by the team. */
export function layout(paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
${body}
<p>— The ${PRODUCT} team</p>
</body></html>`;
}

/** A paragraph of the text part, and the same paragraph for the HTML part. */
export interface Paragraph {
  text: string;
  html: string;
}

/** A paragraph without markup: the HTML part is the text, escaped. */
export const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

/** The reason as the customer should read it: on its own, line breaks kept. */
export const quotedReason = (reason: string): Paragraph => ({
  text: `Reason: ${reason}`,
  html: `<strong>Reason:</strong> ${escapeHtml(reason).replace(/\r?\n/g, '<br>')}`,
});

/** The e-mail to `to`: the greeting, then the paragraphs, in both parts. */
export function message(to: string, subject: string, name: string, paragraphs: Paragraph[]): MailMessage {
  const all = [plain(`Hello ${name},`), ...paragraphs];
  return {
    to,
    subject,
    text: all.map((paragraph) => paragraph.text).join('\n\n'),
    html: layout(all.map((paragraph) => paragraph.html)),
  };
}
