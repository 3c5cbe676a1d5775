import { mailMessage, plainParagraph, type MailMessage } from '../../plugins/mail';

/** To each owner when an endpoint is disabled after 3 days of failed deliveries (D46). */
export function endpointDisabledEmail(
  to: string,
  name: string,
  endpoint: { url: string; lastError: string | null },
  publicUrl: string,
): MailMessage {
  return mailMessage(to, 'A webhook endpoint was disabled', name, [
    plainParagraph(
      `VendorBridge could not deliver events to ${endpoint.url} for 3 days, so the endpoint is now disabled and receives nothing more.`,
    ),
    plainParagraph(`The last attempt: ${endpoint.lastError ?? 'no answer'}.`),
    plainParagraph(
      `Fix the receiver, then enable the endpoint again and replay what it missed on the Developers page: ${publicUrl}/dashboard/developers`,
    ),
  ]);
}
