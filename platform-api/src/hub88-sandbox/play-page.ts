// The sandbox's game page: a balance and a spin button. Its script (play.js, from the same
// origin, so the page needs no inline script) asks the sandbox to play one spin, which the
// sandbox settles through the operator's wallet API.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function playPage(gameName: string, sessionId: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(gameName)}</title>
<link rel="stylesheet" href="play.css">
</head>
<body>
<main data-session="${escapeHtml(sessionId)}">
  <h1>${escapeHtml(gameName)}</h1>
  <p class="note">Hub88 sandbox: every spin bets 1 and is settled through the operator's wallet;
  a player's Freebets reward on this game plays its free rounds first.</p>
  <p>Balance: <output id="balance">…</output></p>
  <p id="free-round" class="free" hidden></p>
  <button id="spin" type="button">Spin</button>
  <p id="result" role="status"></p>
</main>
<script src="play.js"></script>
</body>
</html>`;
}

export const PLAY_CSS = `body { margin: 0; min-height: 100vh; display: grid; place-items: center;
  font: 16px/1.4 system-ui, sans-serif; color: #fff; background: linear-gradient(160deg, #14213d, #3d1452); }
main { text-align: center; padding: 24px; }
h1 { color: #fca311; }
.note { opacity: .8; font-size: .9rem; }
button { font-size: 1.4rem; padding: 12px 48px; border: 0; border-radius: 999px; background: #fca311;
  color: #14213d; font-weight: 800; cursor: pointer; }
.free { font-weight: 700; color: #fca311; }
button:disabled { opacity: .5; cursor: wait; }`;

export const PLAY_JS = `(() => {
  const main = document.querySelector('main');
  const session = main.dataset.session;
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const button = document.getElementById('spin');
  const freeRound = document.getElementById('free-round');
  const show = (answer) => {
    if (answer.balance !== undefined) {
      balance.textContent = (answer.balance / 100000).toFixed(2) + ' ' + answer.currency;
    }
    result.textContent = answer.message;
    const next = answer.nextFreeRound;
    freeRound.hidden = !next;
    freeRound.textContent = next ? 'Free round ' + next.number + ' of ' + next.total : '';
    button.textContent = next ? 'Play free round' : 'Spin';
  };
  const call = (path) => fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session }),
  }).then((response) => response.json());
  call('balance').then(show);
  button.addEventListener('click', () => {
    button.disabled = true;
    call('spin').then(show).finally(() => { button.disabled = false; });
  });
})();`;
