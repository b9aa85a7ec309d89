import { expect, test } from '../support/test';
import { BACKOFFICE_URL, firstLogInToBackOffice } from '../support/backoffice';
import { sql } from '../support/database';
import { DOCUMENT_PDF, uploadDocument } from '../support/kyc';
import { auditEntriesOf, createStaff } from '../support/operator';
import { authStorage, newPlayer, registerThroughForm } from '../support/players';

const suffix = () => Date.now().toString(36).slice(-6);
const ADDRESS = 'Jl. Sudirman 1, Jakarta 10220';

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
]) {
  test(`support approves a verification from the KYC queue with the document shown inline, at ${width} px`, async ({
    page,
    browser,
  }, testInfo) => {
    const player = newPlayer();
    await registerThroughForm(page, player);
    const { loginToken } = (await authStorage(page)).state as { loginToken: string };
    await uploadDocument(loginToken, {
      documentType: 'identity_front',
      fullName: player.bankAccountName,
    });
    await uploadDocument(
      loginToken,
      { documentType: 'proof_of_address', address: ADDRESS },
      { bytes: DOCUMENT_PDF, name: 'address.pdf', type: 'application/pdf' },
    );
    // The longest wait comes first: this one is put at the head of the queue.
    await sql(
      `UPDATE player_verifications SET updated_at = now() - interval '3 days'
       WHERE player_id = (SELECT id FROM players WHERE username = $1)`,
      [player.username],
    );

    const username = `kyc_${suffix()}`;
    const staff = await createStaff(username, ['support']);
    const context = await browser.newContext({ viewport: { width, height } });
    const office = await context.newPage();
    await firstLogInToBackOffice(office, staff);
    await office.goto(`${BACKOFFICE_URL}/kyc`);
    await expect(office.getByRole('heading', { name: 'KYC queue' })).toBeVisible();
    const row = office.getByRole('row', { name: new RegExp(player.username) });
    await expect(row).toContainText('3 days');
    await expect(row).toContainText(player.bankAccountName);
    await office.screenshot({
      path: testInfo.outputPath(`backoffice-kyc-queue-${width}.png`),
      fullPage: true,
    });

    await row.getByRole('link', { name: `Review the documents of ${player.username}` }).click();
    await expect(
      office.getByRole('heading', { name: `Verification of ${player.username}` }),
    ).toBeVisible();
    // The image arrives through the authenticated admin route and is drawn in the page.
    const image = office.getByRole('img', { name: 'Identity document (front)' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBe(40);
    await expect(office.getByTitle('Proof of address')).toHaveAttribute(
      'src',
      /^\/admin\/v1\/kyc\/documents\//,
    );
    const facts = office.getByRole('region', { name: 'What the documents must show' });
    await expect(facts).toContainText(player.bankAccountName);
    await expect(facts).toContainText(player.dateOfBirth);
    await expect(facts).toContainText(ADDRESS);

    const decision = office.getByRole('form', {
      name: `Approve the verification of ${player.username}`,
    });
    const approve = decision.getByRole('button', { name: 'Approve verification' });
    await expect(approve).toBeDisabled();
    // The PDF viewer may scroll the page as it opens: a tick that missed is tried again.
    for (const box of await decision.getByRole('checkbox').all()) {
      await expect(() => box.check()).toPass();
    }
    await office.screenshot({
      path: testInfo.outputPath(`backoffice-kyc-review-${width}.png`),
      fullPage: true,
    });
    await approve.click();
    await expect(office.getByRole('status')).toHaveText(
      `Verified the identity of ${player.username}.`,
    );
    await expect(office.getByText('This verification is decided: Verified.')).toBeVisible();
    await office.screenshot({
      path: testInfo.outputPath(`backoffice-kyc-decided-${width}.png`),
      fullPage: true,
    });

    const approvals = (await auditEntriesOf(username)).filter(
      ({ action }) => action === 'kyc.approve',
    );
    expect(approvals.map(({ after }) => (after as { status: string }).status)).toEqual([
      'verified',
    ]);
    await office.goto(`${BACKOFFICE_URL}/kyc`);
    await expect(office.getByRole('row', { name: new RegExp(player.username) })).toHaveCount(0);
    await context.close();
  });
}
