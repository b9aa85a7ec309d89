import { fireEvent, screen, within } from '@testing-library/react';
import type { KycStatus } from '@croupier/shared';
import { failure, installFakeApi, ok } from '../../../../shared/src/testing/fakeApi';
import { renderAccountRoute, resetToLoggedInPlayer } from '../../testing/renderAccountRoute';

const VERIFICATION_URL = '/account/verification/';

const status = (overrides: Partial<KycStatus> = {}): KycStatus => ({
  status: 'none',
  reason: null,
  reasonCode: null,
  documents: [],
  acceptedDocumentTypes: [],
  ...overrides,
});

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'front.png', { type: 'image/png' });

async function documentForm(name: string) {
  return within(await screen.findByRole('form', { name }));
}

function choose(form: ReturnType<typeof within>, file: File) {
  fireEvent.change(form.getByLabelText('File'), { target: { files: [file] } });
}

beforeEach(resetToLoggedInPlayer);

describe('identity verification', () => {
  it('offers the three documents to a player not yet verified', async () => {
    installFakeApi({ '/v1/kyc/status': ok(status()) });
    renderAccountRoute(VERIFICATION_URL);
    expect(await screen.findByText('Loading…')).toBeVisible();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent(
      'Not verified yet. Upload your documents below.',
    );
    for (const name of [
      'Identity document (front)',
      'Identity document (back)',
      'Proof of address',
    ]) {
      const form = await documentForm(name);
      expect(form.getByText('Not uploaded yet.')).toBeVisible();
      expect(form.getByLabelText('File')).toHaveAttribute(
        'accept',
        'image/png,image/jpeg,image/webp,application/pdf',
      );
    }
    expect(screen.getByRole('link', { name: 'Verification' })).toBeInTheDocument();
  });

  it('shows a rejection’s reason from the list with what to do, and asks only for documents not accepted', async () => {
    installFakeApi({
      '/v1/kyc/status': ok(
        status({
          status: 'rejected',
          reason: 'address_proof_too_old',
          reasonCode: 'address_proof_too_old',
          documents: [
            {
              documentType: 'identity_front',
              uploadedAt: '2026-01-02T03:04:05.000Z',
              accepted: true,
            },
            {
              documentType: 'proof_of_address',
              uploadedAt: '2026-01-02T03:04:05.000Z',
              accepted: false,
            },
          ],
          acceptedDocumentTypes: ['identity_front'],
        }),
      ),
    });
    renderAccountRoute(VERIFICATION_URL);
    expect(await screen.findByText('The proof of address is too old.')).toBeVisible();
    expect(
      screen.getByText('What to do: Upload a bill or bank statement from the last three months.'),
    ).toBeVisible();
    expect(screen.queryByText(/address_proof_too_old/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Identity document (front)' })).toBeNull();
    const accepted = within(screen.getByRole('region', { name: 'Identity document (front)' }));
    expect(accepted.getByText('Accepted: no need to send it again.')).toBeVisible();
    expect(await documentForm('Proof of address')).toBeTruthy();
    expect(await documentForm('Identity document (back)')).toBeTruthy();
  });

  it("shows the operator's reason for a rejection and keeps the uploads open", async () => {
    installFakeApi({
      '/v1/kyc/status': ok(
        status({
          status: 'rejected',
          reason: 'The photo is blurred',
          documents: [
            {
              documentType: 'identity_front',
              uploadedAt: '2026-01-02T03:04:05.000Z',
              accepted: false,
            },
          ],
        }),
      ),
    });
    renderAccountRoute(VERIFICATION_URL);
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent(
      'Your documents were not accepted. Please upload them again.',
    );
    expect(screen.getByText('Reason: The photo is blurred')).toBeVisible();
    const front = await documentForm('Identity document (front)');
    expect(front.getByText(/Uploaded:/)).toBeVisible();
    expect(front.getByRole('time')).toHaveAttribute('datetime', '2026-01-02T03:04:05.000Z');
  });

  it('asks for no more documents once verified', async () => {
    installFakeApi({ '/v1/kyc/status': ok(status({ status: 'verified' })) });
    renderAccountRoute(VERIFICATION_URL);
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Your identity is verified.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    installFakeApi({ '/v1/kyc/status': failure(500, 7, 'Server unavailable') });
    renderAccountRoute(VERIFICATION_URL);
    expect(await screen.findByText('Server unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('uploads a document and shows the verification submitted', async () => {
    let submitted = false;
    const requests = installFakeApi({
      '/v1/kyc/status': () =>
        ok(
          submitted
            ? status({
                status: 'submitted',
                documents: [
                  {
                    documentType: 'identity_front',
                    uploadedAt: '2026-01-02T03:04:05.000Z',
                    accepted: false,
                  },
                ],
              })
            : status(),
        ),
      '/v1/kyc/upload': () => {
        submitted = true;
        return ok({ status: 'submitted' });
      },
    });
    renderAccountRoute(VERIFICATION_URL);
    const front = await documentForm('Identity document (front)');
    const file = png();
    choose(front, file);
    fireEvent.click(front.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Identity document (front) uploaded. We will check it soon.'),
    ).toBeVisible();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent(
      'Documents received: we are checking them.',
    );
    const upload = requests.find(({ url }) => url === '/v1/kyc/upload')?.body as FormData;
    expect(upload.get('documentType')).toBe('identity_front');
    expect(upload.get('file')).toBe(file);
  });

  it('asks for the address with a proof of address, checks it, and sends it with the file', async () => {
    const requests = installFakeApi({
      '/v1/kyc/status': ok(status()),
      '/v1/kyc/upload': ok({
        status: 'submitted',
        documentType: 'proof_of_address',
        uploadedAt: '2026-11-20T08:30:00.000Z',
      }),
    });
    renderAccountRoute(VERIFICATION_URL);
    const front = await documentForm('Identity document (front)');
    expect(front.queryByLabelText('Your address')).toBeNull();
    const address = await documentForm('Proof of address');
    choose(address, png());
    fireEvent.click(address.getByRole('button', { name: 'Upload' }));
    expect(await address.findByText('Write your address as the document shows it.')).toBeVisible();
    fireEvent.change(address.getByLabelText('Your address'), {
      target: { value: 'x'.repeat(301) },
    });
    fireEvent.click(address.getByRole('button', { name: 'Upload' }));
    expect(await address.findByText('At most 300 characters.')).toBeVisible();
    expect(requests.map(({ url }) => url)).toEqual(['/v1/kyc/status']);

    fireEvent.change(address.getByLabelText('Your address'), {
      target: { value: '  Jl. Sudirman 1, Jakarta 10220 ' },
    });
    fireEvent.click(address.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Proof of address uploaded. We will check it soon.'),
    ).toBeVisible();
    const upload = requests.find(({ url }) => url === '/v1/kyc/upload')?.body as FormData;
    expect(upload.get('documentType')).toBe('proof_of_address');
    expect(upload.get('address')).toBe('Jl. Sudirman 1, Jakarta 10220');
  });

  it('refuses a missing file, a wrong type or an oversized file without sending it', async () => {
    const requests = installFakeApi({ '/v1/kyc/status': ok(status()) });
    renderAccountRoute(VERIFICATION_URL);
    const address = await documentForm('Proof of address');
    fireEvent.click(address.getByRole('button', { name: 'Upload' }));
    expect(await address.findByText('Choose a file.')).toBeVisible();

    choose(address, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await address.findByText('Choose a PNG, JPEG or WebP image or a PDF.')).toBeVisible();

    choose(address, png(5 * 1024 * 1024 + 1));
    expect(await address.findByText('The file is larger than 5 MB.')).toBeVisible();
    fireEvent.click(address.getByRole('button', { name: 'Upload' }));
    expect(await address.findByText('The file is larger than 5 MB.')).toBeVisible();
    expect(requests.map(({ url }) => url)).toEqual(['/v1/kyc/status']);
  });

  it("shows the server's refusal of an upload", async () => {
    installFakeApi({
      '/v1/kyc/status': ok(status()),
      '/v1/kyc/upload': failure(400, 7, 'The document (or a PDF) is not a readable image'),
    });
    renderAccountRoute(VERIFICATION_URL);
    const back = await documentForm('Identity document (back)');
    choose(back, new File(['%PDF-1.4'], 'back.pdf', { type: 'application/pdf' }));
    fireEvent.click(back.getByRole('button', { name: 'Upload' }));
    expect(await back.findByText('The document (or a PDF) is not a readable image')).toBeVisible();
  });
});
