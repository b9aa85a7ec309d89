import { expect } from '@playwright/test';
import { API_URL } from './stack';

// A player's identity documents sent straight to the API, as the verification page sends them,
// with the legal name and the address the page does not ask for yet.

/** A 40×30 PNG: the API re-encodes images, so the file must be a real one. */
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwClBJxKRNRnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAFhL2j7ARCJ6AAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF bill (the API keeps PDFs as sent, so any well-formed one will do). */
export const DOCUMENT_PDF = Buffer.from(
  'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCAzMDAgMTQ0XSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNSAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCA4NSA+PgpzdHJlYW0KQlQgL0YxIDE0IFRmIDIwIDEwMCBUZCAoRWxlY3RyaWNpdHkgYmlsbCkgVGogMCAtMjQgVGQgKEpsLiBTdWRpcm1hbiAxLCBKYWthcnRhKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAyNDEgMDAwMDAgbiAKMDAwMDAwMDM3NiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjQ0NgolJUVPRgo=',
  'base64',
);

export async function uploadDocument(
  loginToken: string,
  fields: { documentType: string; fullName?: string; address?: string },
  file: { bytes: Buffer; name: string; type: string } = {
    bytes: DOCUMENT_PNG,
    name: 'document.png',
    type: 'image/png',
  },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${API_URL}/v1/kyc/upload`, {
    method: 'POST',
    headers: { Authorization: loginToken },
    body: form,
  });
  const answer = (await response.json()) as { errorCode: number; message?: string };
  expect(answer.errorCode, answer.message).toBe(0);
}
