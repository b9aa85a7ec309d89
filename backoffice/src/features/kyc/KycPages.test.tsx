import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeAdminApi, ok, failure } from '../../testing/fakeAdminApi';
import { renderWithTexts } from '../../testing/renderWithTexts';
import { KycQueuePage } from './KycQueuePage';
import { KycReviewPage } from './KycReviewPage';
import type { KycQueueEntry, KycReview } from './kycApi';

const PLAYER = '6f1c2b9e-1111-4a4a-9b9b-000000000001';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const entry = (overrides: Partial<KycQueueEntry> = {}): KycQueueEntry => ({
  playerId: PLAYER,
  brandId: 'croupier',
  username: 'alice',
  fullName: 'Alice Example',
  dateOfBirth: '1990-01-15',
  address: 'Jl. Sudirman 1, Jakarta',
  screeningMatch: null,
  submittedAt: minutesAgo(125),
  firstApprovedBy: null,
  documentCount: 2,
  ...overrides,
});

const review = (overrides: Partial<KycReview> = {}): KycReview => ({
  ...entry(),
  status: 'submitted',
  documents: [
    {
      documentId: 'd0c00000-0000-4000-8000-000000000001',
      documentType: 'identity_front',
      mime: 'image/png',
      uploadedAt: minutesAgo(130),
      accepted: false,
    },
    {
      documentId: 'd0c00000-0000-4000-8000-000000000002',
      documentType: 'proof_of_address',
      mime: 'application/pdf',
      uploadedAt: minutesAgo(125),
      accepted: false,
    },
  ],
  aml: {
    recentDeposits: '100000.00',
    threshold: '35000000.00',
    baseCurrency: 'IDR',
    needsSecondApproval: false,
  },
  ...overrides,
});

const decided = (
  status: 'verified' | 'rejected' | 'submitted',
  firstApprovedBy = null as string | null,
) => ({
  status,
  fullName: 'Alice Example',
  reason: null,
  reasonCode: null,
  screeningMatch: null,
  firstApprovedBy,
});

const showReview = () =>
  renderWithTexts(<KycReviewPage />, { path: `/kyc/${PLAYER}`, route: '/kyc/:playerId' });

describe('KYC queue', () => {
  it('lists the waiting verifications oldest first with their wait, a page at a time', async () => {
    const requests = installFakeAdminApi({
      'GET kyc/queue': ok({
        items: [
          entry({ username: 'oldest', submittedAt: minutesAgo(3 * 24 * 60) }),
          entry({
            playerId: '6f1c2b9e-1111-4a4a-9b9b-000000000002',
            username: 'second',
            firstApprovedBy: 'ana',
            screeningMatch: '"Some One",1990-01-15',
          }),
        ],
        total: 45,
        page: 1,
        pageSize: 20,
      }),
    });
    renderWithTexts(<KycQueuePage />, { path: '/kyc' });

    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('3 days')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Review the documents of oldest' }),
    ).toHaveAttribute('href', `/kyc/${PLAYER}`);
    expect(within(rows[2]!).getByText('2 hr')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText(/Approved by ana: waiting for a second approval/),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/screening match/)).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      route: 'GET kyc/queue',
      params: { page: '1', pageSize: '20' },
    });

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    expect(requests.at(-1)).toMatchObject({ params: { page: '2', pageSize: '20' } });
  });

  it('says so when nothing waits', async () => {
    installFakeAdminApi({ 'GET kyc/queue': ok({ items: [], total: 0, page: 1, pageSize: 20 }) });
    renderWithTexts(<KycQueuePage />, { path: '/kyc' });
    expect(await screen.findByText('No verification is waiting.')).toBeInTheDocument();
  });
});

describe('KYC review', () => {
  it('shows each document inline beside the name, date of birth and address', async () => {
    installFakeAdminApi({ [`GET kyc/${PLAYER}`]: ok(review()) });
    showReview();

    const image = await screen.findByRole('img', { name: 'Identity document (front)' });
    expect(image).toHaveAttribute(
      'src',
      '/admin/v1/kyc/documents/d0c00000-0000-4000-8000-000000000001',
    );
    expect(screen.getByTitle('Proof of address')).toHaveAttribute(
      'src',
      '/admin/v1/kyc/documents/d0c00000-0000-4000-8000-000000000002',
    );
    expect(screen.getByText('Alice Example')).toBeInTheDocument();
    expect(screen.getByText('1990-01-15')).toBeInTheDocument();
    expect(screen.getByText('Jl. Sudirman 1, Jakarta')).toBeInTheDocument();
  });

  it('approves only once every box of the checklist is ticked', async () => {
    let current = review();
    const requests = installFakeAdminApi({
      [`GET kyc/${PLAYER}`]: () => ok(current),
      [`POST kyc/${PLAYER}/approve`]: () => {
        current = review({ status: 'verified' });
        return ok(decided('verified'));
      },
    });
    showReview();

    const approve = await screen.findByRole('button', { name: 'Approve verification' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes.slice(0, 3)) fireEvent.click(box);
    expect(approve).toBeDisabled();
    fireEvent.click(boxes[3]!);
    expect(approve).toBeEnabled();
    fireEvent.click(approve);

    expect(await screen.findByRole('status')).toHaveTextContent('Verified the identity of alice.');
    expect(await screen.findByText('This verification is decided: Verified.')).toBeInTheDocument();
    expect(requests.filter(({ route }) => route.startsWith('POST'))).toEqual([
      expect.objectContaining({
        route: `POST kyc/${PLAYER}/approve`,
        body: { screeningReviewed: false },
      }),
    ]);
  });

  it('above the AML threshold says two staff members approve, and reports the first approval', async () => {
    const aml = {
      recentDeposits: '40000000.00',
      threshold: '35000000.00',
      baseCurrency: 'IDR',
      needsSecondApproval: true,
    };
    let current = review({ aml });
    installFakeAdminApi({
      [`GET kyc/${PLAYER}`]: () => ok(current),
      [`POST kyc/${PLAYER}/approve`]: () => {
        current = review({ aml, firstApprovedBy: 'ana' });
        return ok(decided('submitted', 'ana'));
      },
    });
    showReview();

    expect(await screen.findByText(/two staff members must approve/)).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Approve verification' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'First approval of alice recorded: a second staff member must approve.',
    );
    expect(
      await screen.findByText(
        'ana gave the first approval: another staff member gives the second.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the API’s refusal of a second approval by the same member', async () => {
    installFakeAdminApi({
      [`GET kyc/${PLAYER}`]: ok(review({ firstApprovedBy: 'ana' })),
      [`POST kyc/${PLAYER}/approve`]: failure(
        409,
        31,
        'ana gave the first approval; another staff member must give the second',
      ),
    });
    showReview();
    await screen.findByRole('button', { name: 'Approve verification' });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Approve verification' }));
    expect(
      await screen.findByText(/another staff member must give the second/),
    ).toBeInTheDocument();
  });

  it('a screening match adds its review to the checklist and is sent as reviewed', async () => {
    const requests = installFakeAdminApi({
      [`GET kyc/${PLAYER}`]: ok(review({ screeningMatch: '"Alice Example",1990-01-15' })),
      [`POST kyc/${PLAYER}/approve`]: ok(decided('verified')),
    });
    showReview();
    await screen.findByRole('button', { name: 'Approve verification' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    for (const box of boxes) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Approve verification' }));
    await screen.findByRole('status');
    expect(requests.find(({ route }) => route.startsWith('POST'))?.body).toEqual({
      screeningReviewed: true,
    });
  });

  it('rejects with a reason from the closed list, keeping the documents that were fine', async () => {
    const requests = installFakeAdminApi({
      [`GET kyc/${PLAYER}`]: ok(review()),
      [`POST kyc/${PLAYER}/reject`]: ok(decided('rejected')),
    });
    showReview();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject documents' }));
    const form = screen.getByRole('form', { name: 'Reject the documents of alice' });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm rejection' }));
    expect(await within(form).findByText(/required/i)).toBeInTheDocument();
    expect(requests.some(({ route }) => route.startsWith('POST'))).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Reason/), {
      target: { value: 'address_proof_too_old' },
    });
    fireEvent.click(within(form).getByLabelText('Identity document (front)'));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm rejection' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Rejected the documents of alice.');
    expect(requests.find(({ route }) => route.startsWith('POST'))?.body).toEqual({
      reason: 'address_proof_too_old',
      acceptedDocuments: ['identity_front'],
    });
  });
});
