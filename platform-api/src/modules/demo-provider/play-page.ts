// The game page: one self-contained HTML document (inline CSS and script, no external assets)
// drawn in the game's theme. It talks only to the demo provider's own API next to it.

import type { LanguageCode } from '@croupier/contracts';

import type { GameSetup } from '../catalog/index.js';
import { HOUSE_EDGE, MAX_TARGET, MIN_TARGET } from './dice-engine.js';
import { PLAY_PAGE_TEXTS } from './page-texts.js';
import { PAYLINES, PAYTABLE, REEL_COUNT, ROW_COUNT, SYMBOL_COUNT } from './slot-engine.js';

/** JSON safe inside <script>: no "</script>" or HTML comment can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Game hues come from the catalogue; anything but a plain colour falls back to a default. */
function colour(value: string, fallback: string): string {
  return /^#[0-9a-fA-F]{3,8}$|^[a-z]{3,20}$/.test(value) ? value : fallback;
}

export function playPage(game: GameSetup, nonce: string, language: LanguageCode): string {
  const texts = PLAY_PAGE_TEXTS[language];
  const text = (key: keyof typeof texts) => escapeHtml(texts[key]);
  const primary = colour(game.theme.primary, '#1b1f3b');
  const secondary = colour(game.theme.secondary, '#2e3566');
  const accent = colour(game.theme.accent, '#ffcc33');
  const config = {
    engine: game.engine,
    symbols: game.theme.symbols.slice(0, SYMBOL_COUNT),
    reels: REEL_COUNT,
    rows: ROW_COUNT,
    paylines: PAYLINES,
    paytable: PAYTABLE,
    houseEdge: HOUSE_EDGE.toNumber(),
    minTarget: MIN_TARGET,
    maxTarget: MAX_TARGET,
    game: `${game.gpid}:${game.code}`,
    language,
    texts,
  };
  const title = escapeHtml(game.name);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">
  :root { --primary: ${primary}; --secondary: ${secondary}; --accent: ${accent}; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 16px/1.4 system-ui, sans-serif; color: #fff;
    background: linear-gradient(160deg, var(--primary), var(--secondary)); display: flex;
    justify-content: center; align-items: flex-start; padding: 24px 12px; }
  main { width: 100%; max-width: 720px; display: grid; gap: 16px; }
  h1 { margin: 0; font-size: 1.6rem; color: var(--accent); }
  .bar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between;
    background: rgba(0,0,0,.3); border-radius: 12px; padding: 12px 16px; }
  .balance { font-size: 1.2rem; font-weight: 700; }
  .reels { display: grid; grid-template-columns: repeat(${REEL_COUNT}, minmax(0, 1fr)); gap: 8px;
    background: rgba(0,0,0,.35); border: 3px solid var(--accent); border-radius: 16px; padding: 12px; }
  .reel { display: grid; gap: 8px; }
  .cell { height: clamp(56px, 14vw, 96px); min-width: 0; display: flex; align-items: center; justify-content: center; text-align: center;
    background: rgba(255,255,255,.92); color: var(--primary); border-radius: 10px; font-weight: 800;
    font-size: clamp(.65rem, 2.4vw, 1.1rem); padding: 4px; overflow-wrap: anywhere; }
  .cell.hit { background: var(--accent); outline: 3px solid #fff; }
  .controls { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  label { display: flex; gap: 8px; align-items: center; }
  select, input { font: inherit; padding: 8px; border-radius: 8px; border: 0; }
  button { font: inherit; font-weight: 800; padding: 12px 28px; border: 0; border-radius: 999px;
    background: var(--accent); color: var(--primary); cursor: pointer; }
  button:disabled { opacity: .5; cursor: wait; }
  button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  .free-spin { margin: 0; padding: 10px 16px; border-radius: 12px; font-weight: 800;
    background: var(--accent); color: var(--primary); }
  .result { min-height: 1.6em; font-size: 1.2rem; font-weight: 700; }
  .roll { font-size: 3rem; font-weight: 800; text-align: center; color: var(--accent);
    background: rgba(0,0,0,.35); border-radius: 16px; padding: 16px; }
  table { border-collapse: collapse; width: 100%; background: rgba(0,0,0,.25); border-radius: 12px; }
  th, td { padding: 6px 10px; text-align: right; } th:first-child, td:first-child { text-align: left; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<main>
  <h1>${title}</h1>
  <div class="bar">
    <span id="player">${text('connecting')}</span>
    <span class="balance" aria-live="polite">${text('balance')} <span id="balance">–</span></span>
  </div>
  <section id="slot" hidden aria-label="${text('reels')}">
    <div class="reels" id="reels"></div>
  </section>
  <section id="dice" hidden aria-label="${text('dice')}">
    <div class="roll" id="roll" aria-live="polite">--.--</div>
    <div class="controls">
      <label>${text('direction')} <select id="direction"><option value="over">${text('rollOver')}</option><option value="under">${text('rollUnder')}</option></select></label>
      <label>${text('target')} <input id="target" type="number" min="${MIN_TARGET}" max="${MAX_TARGET}" value="50" step="1"></label>
      <span id="payout"></span>
    </div>
  </section>
  <p class="free-spin" id="free-spin" hidden></p>
  <div class="controls">
    <label id="stake-label">${text('bet')} <select id="stake" aria-label="${text('betAmount')}"></select></label>
    <button id="play" type="button" disabled>${text('spin')}</button>
  </div>
  <p class="result" id="result" role="status" aria-live="polite"></p>
  <section id="paytable" hidden aria-label="${text('paytable')}"></section>
</main>
<script nonce="${nonce}">
"use strict";
const config = ${scriptJson(config)};
const $ = (id) => document.getElementById(id);
const texts = config.texts;
const numbers = new Intl.NumberFormat(config.language);
const decimalSeparator = numbers.formatToParts(0.5).find((part) => part.type === 'decimal').value;
let sessionId = null;
let currency = '';
let decimals = 2;
// The grant whose free spins this page plays ({ grantId, stake, total, used }), when the player
// chose to play them; null plays the balance.
let freeSpin = null;

async function api(path, body) {
  const response = await fetch('./api/' + path, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.reason === 'bonusMaxBet') {
    // The session plays in the grant's currency: format() adds it.
    throw new Error(fill(texts.bonusMaxBet, { limit: format(answer.params.limit) }));
  }
  if (answer.errorCode !== 0) throw new Error(answer.message || texts.requestFailed);
  return answer.data;
}

/** A text with its {placeholders} filled in. */
function fill(template, values) {
  return template.replace(/\\{(\\w+)\\}/g, (placeholder, name) => String(values[name]));
}

/**
 * Money grouped as the player's language groups thousands, the decimals exactly as sent: the whole
 * part is formatted as a BigInt, so no amount is rounded through a float.
 */
function format(amount) {
  const [whole, fraction] = String(amount).split('.');
  const grouped = numbers.format(BigInt(whole));
  return (fraction === undefined ? grouped : grouped + decimalSeparator + fraction) + ' ' + currency;
}

/** Round stakes of about 0.1 % … 5 % of the starting balance: 1, 2 or 5 times a power of ten. */
function stakeOptions(balance) {
  const options = new Set();
  for (const share of [0.001, 0.002, 0.005, 0.01, 0.02, 0.05]) {
    const raw = balance * share;
    if (raw <= 0) continue;
    const power = Math.pow(10, Math.floor(Math.log10(raw)));
    const step = [1, 2, 5].map((m) => m * power).filter((v) => v <= raw).pop() || power;
    if (step >= Math.pow(10, -decimals)) options.add(step.toFixed(decimals));
  }
  return options.size ? [...options] : [(1).toFixed(decimals)];
}

function buildReels() {
  const reels = $('reels');
  for (let reel = 0; reel < config.reels; reel++) {
    const column = document.createElement('div');
    column.className = 'reel';
    for (let row = 0; row < config.rows; row++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.id = 'cell-' + reel + '-' + row;
      cell.textContent = config.symbols[(reel + row) % config.symbols.length];
      column.appendChild(cell);
    }
    reels.appendChild(column);
  }
  const table = document.createElement('table');
  const caption = table.createCaption();
  caption.textContent = fill(texts.paysPerLine, { lines: config.paylines.length });
  const head = table.createTHead().insertRow();
  for (const label of [texts.symbol, '×3', '×4', '×5']) {
    const cell = document.createElement('th');
    cell.scope = 'col';
    cell.textContent = label;
    head.appendChild(cell);
  }
  const body = document.createElement('tbody');
  config.paytable.forEach((pays, symbol) => {
    const tr = document.createElement('tr');
    [config.symbols[symbol], ...pays].forEach((value, index) => {
      const cell = document.createElement(index === 0 ? 'th' : 'td');
      cell.textContent = String(value);
      tr.appendChild(cell);
    });
    body.appendChild(tr);
  });
  table.appendChild(body);
  $('paytable').appendChild(table);
  $('paytable').hidden = false;
}

function updatePayout() {
  const target = Number($('target').value);
  const over = $('direction').value === 'over';
  const chance = (over ? 100 - target : target) / 100;
  const valid = Number.isInteger(target) && target >= config.minTarget && target <= config.maxTarget;
  $('payout').textContent = valid
    ? fill(texts.winChance, {
        chance: numbers.format(Math.round(chance * 100)),
        multiplier: numbers.format(Math.floor((1 - config.houseEdge) / chance * 10000) / 10000),
      })
    : fill(texts.targetRange, { min: config.minTarget, max: config.maxTarget });
  $('play').disabled = !valid || sessionId === null;
}

/** Free-spin mode: which spin comes next and at what stake, in place of the bet chooser. */
function showFreeSpin() {
  const on = freeSpin !== null && freeSpin.used < freeSpin.total;
  $('free-spin').hidden = !on;
  $('stake-label').hidden = on;
  if (on) {
    $('free-spin').textContent =
      fill(texts.freeSpinOf, { number: freeSpin.used + 1, total: freeSpin.total }) + ' · ' +
      fill(texts.freeSpinStake, { amount: format(freeSpin.stake) });
  }
  $('play').textContent = on ? texts.playFreeSpin : config.engine === 'slot' ? texts.spin : texts.roll;
}

async function play() {
  $('play').disabled = true;
  $('result').textContent = config.engine === 'slot' ? texts.spinning : texts.rolling;
  const free = freeSpin !== null && freeSpin.used < freeSpin.total;
  const body = free
    ? { sessionId, stake: freeSpin.stake, freeSpinOf: freeSpin.grantId }
    : { sessionId, stake: $('stake').value };
  if (config.engine === 'dice') body.dice = { direction: $('direction').value, target: Number($('target').value) };
  try {
    const round = await api('spin', body);
    if (round.reels) {
      round.reels.forEach((column, reel) => column.forEach((symbol, row) => {
        const cell = $('cell-' + reel + '-' + row);
        cell.textContent = config.symbols[symbol];
        cell.classList.remove('hit');
      }));
      for (const line of round.lines) {
        for (let reel = 0; reel < line.count; reel++) $('cell-' + reel + '-' + config.paylines[line.line][reel]).classList.add('hit');
      }
    }
    if (round.roll !== undefined) $('roll').textContent = (round.roll / 100).toFixed(2).replace('.', decimalSeparator);
    $('balance').textContent = format(round.balance);
    const outcome = round.jackpot !== undefined
      ? fill(texts.jackpotWin, { amount: format(round.jackpot) })
      : Number(round.win) > 0 ? fill(texts.win, { amount: format(round.win) }) : texts.noWin;
    if (round.freeSpin) {
      freeSpin.used = round.freeSpin.number;
      const over = freeSpin.used >= freeSpin.total ? ' ' + texts.freeSpinsOver : '';
      $('result').textContent = fill(texts.freeSpinOf, round.freeSpin) + ': ' + outcome + over;
    } else {
      $('result').textContent = outcome;
    }
  } catch (error) {
    $('result').textContent = error.message;
    // A spin the grant no longer has (played elsewhere, expired): back to the balance.
    if (free) freeSpin = null;
  } finally {
    showFreeSpin();
    $('play').disabled = false;
    if (config.engine === 'dice') updatePayout();
  }
}

async function start() {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  // The site asks for free spins when the player chose to play them.
  const wantsFreeSpins = params.get('freeSpins') === '1';
  // The token is spent once exchanged: keep it out of history and reloads.
  history.replaceState(null, '', location.pathname + '?game=' + encodeURIComponent(config.game) +
    '&lang=' + config.language);
  if (config.engine === 'slot') buildReels(); else {
    $('dice').hidden = false;
    $('play').textContent = texts.roll;
    $('direction').addEventListener('change', updatePayout);
    $('target').addEventListener('input', updatePayout);
  }
  if (config.engine === 'slot') $('slot').hidden = false;
  try {
    if (!token) throw new Error(texts.noToken);
    const session = await api('session', { token, game: config.game });
    sessionId = session.sessionId;
    currency = session.currency;
    decimals = (session.balance.split('.')[1] || '').length;
    $('player').textContent = session.username;
    $('balance').textContent = format(session.balance);
    for (const stake of stakeOptions(Number(session.balance))) {
      const option = document.createElement('option');
      option.value = stake;
      option.textContent = format(stake);
      $('stake').appendChild(option);
    }
    if (wantsFreeSpins && session.freeSpins) freeSpin = session.freeSpins;
    showFreeSpin();
    $('play').disabled = false;
    if (config.engine === 'dice') updatePayout();
  } catch (error) {
    $('player').textContent = texts.notConnected;
    $('result').textContent = error.message;
  }
}

$('play').addEventListener('click', play);
start();
</script>
</body>
</html>
`;
}
