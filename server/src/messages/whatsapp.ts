// WhatsApp for the composer. Without settings it is a stub: fixed placeholder numbers, and
// sending sends nothing. With WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID a text message goes through the WhatsApp
// Cloud API's `POST /{phone-number-id}/messages` (Graph API, bearer token). The Cloud API takes free text only within
// 24 hours of the customer's last message; outside that window it refuses, and its reason is shown.
import type { WhatsAppConfig } from '../config';

/** The stub's sending numbers: placeholders until a real sender is configured. */
export const STUB_WHATSAPP_NUMBERS = ['+972-50-000-0000', '+972-3-000-0000'];

export interface WhatsAppResult {
  /** The Cloud API's message id (wamid...). */
  id?: string;
  error?: { code: 'WHATSAPP_REFUSED' | 'WHATSAPP_UNREACHABLE'; message: string };
}

const TIMEOUT_MS = 15_000;

/** Sends one text message; `to` is E.164 (+9725...). */
export async function sendWhatsApp(config: WhatsAppConfig, to: string, body: string): Promise<WhatsAppResult> {
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/\D/g, ''),
        type: 'text',
        text: { preview_url: false, body },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (failure) {
    const reason =
      failure instanceof Error
        ? failure.cause instanceof Error
          ? failure.cause.message
          : failure.message
        : String(failure);
    return {
      error: {
        code: 'WHATSAPP_UNREACHABLE',
        message: `Could not reach the WhatsApp Cloud API: ${reason}`.slice(0, 500),
      },
    };
  }
  const answer = (await response.json().catch(() => null)) as {
    messages?: Array<{ id?: string }>;
    error?: { message?: string; code?: number };
  } | null;
  if (!response.ok || !answer?.messages?.[0]?.id) {
    const said = answer?.error?.message ?? `HTTP ${response.status}`;
    const code = answer?.error?.code !== undefined ? ` (${answer.error.code})` : '';
    return {
      error: { code: 'WHATSAPP_REFUSED', message: `WhatsApp refused the message: ${said}${code}`.slice(0, 500) },
    };
  }
  return { id: answer.messages[0].id };
}
