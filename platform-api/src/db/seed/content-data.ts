// The demo content of each brand, in its default language: news articles, promotions (each drawn
// as a banner under /assets/brands/<brand>/promotions/<slug>.svg) and FAQ entries.

import type { ContentKind } from '@croupier/contracts';

export interface SeedContentEntry {
  slug: string;
  title: string;
  summary: string;
  /** Plain text: paragraphs separated by a blank line. */
  body: string;
  publishedAt: string;
}

export type BrandContent = Record<ContentKind, SeedContentEntry[]>;

export const contentByBrand: Record<string, BrandContent> = {
  croupier: {
    article: [
      {
        slug: 'new-slots-this-month',
        title: 'Five new slots land this month',
        summary: 'Fresh reels from our providers, from dragons to deep-sea treasure.',
        body:
          'This month brings five new slot games to the lobby, each with its own theme and bonus round.\n\n' +
          'Open the Slots category to find them at the top of the list, marked as new.\n\n' +
          'As always, every game can be tried from the lobby before you play for real money.',
        publishedAt: '2026-03-02T09:00:00.000Z',
      },
      {
        slug: 'responsible-play-tools',
        title: 'Tools that help you play responsibly',
        summary: 'Set limits, take a break and keep track of your play.',
        body:
          'Playing should stay fun. Your bets report shows every round you played and its result.\n\n' +
          'If you need a break, contact our support team and we will pause your account for as long as you ask.',
        publishedAt: '2026-02-20T09:00:00.000Z',
      },
      {
        slug: 'crypto-wallets-arrive',
        title: 'Crypto wallets are here',
        summary: 'Deposit and withdraw in USDT, BTC and ETH next to your local currency.',
        body:
          'Your wallet now holds crypto balances next to fiat ones. Each currency has its own deposit address.\n\n' +
          'Swap between currencies at the live rate from the wallet page, with the fee shown before you confirm.',
        publishedAt: '2026-02-05T09:00:00.000Z',
      },
    ],
    promotion: [
      {
        slug: 'welcome-bonus',
        title: 'Welcome Bonus 100%',
        summary: 'Double your first deposit, up to 1,000 USD.',
        body:
          'New players get a 100% bonus on their first deposit, up to 1,000 USD or its equivalent.\n\n' +
          'The bonus is credited as soon as the deposit is approved. Turnover requirements apply.',
        publishedAt: '2026-03-01T00:00:00.000Z',
      },
      {
        slug: 'weekly-cashback',
        title: 'Weekly Cashback 10%',
        summary: 'Get 10% of your net losses back every Monday.',
        body:
          'Every Monday we return 10% of your net losses from the previous week as a bonus.\n\n' +
          'Cashback is calculated per currency and credited automatically.',
        publishedAt: '2026-02-15T00:00:00.000Z',
      },
      {
        slug: 'refer-a-friend',
        title: 'Invite Friends, Earn Together',
        summary: 'Earn a commission on every deposit your friends make.',
        body:
          'Share your referral link from your account. When a friend registers with it, you earn a commission on their deposits.\n\n' +
          'Follow your referrals and earnings on the referral page.',
        publishedAt: '2026-02-01T00:00:00.000Z',
      },
    ],
    faq: [
      {
        slug: 'how-to-register',
        title: 'How do I create an account?',
        summary: 'Registration takes a minute.',
        body: 'Choose Register at the top of the page, fill in your details and confirm. You can play right away.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'how-to-deposit',
        title: 'How do I deposit?',
        summary: 'Deposits go through your wallet.',
        body:
          'Open your wallet, choose Deposit, pick a payment channel and enter the amount.\n\n' +
          'Bank and e-wallet deposits are approved by our team; crypto deposits arrive after network confirmation.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'withdrawal-time',
        title: 'How long does a withdrawal take?',
        summary: 'Most withdrawals are paid the same day.',
        body: 'Withdrawals are reviewed and paid within 24 hours, most of them within an hour.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'forgot-password',
        title: 'I forgot my password. What now?',
        summary: 'Our support team can help.',
        body: 'Contact our support team through the details at the bottom of the page. We will verify your identity and reset it.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'currencies',
        title: 'Which currencies can I use?',
        summary: 'Fiat and crypto currencies are supported.',
        body: 'You can hold IDR, USD, MYR, THB and VND, and the crypto currencies USDT, BTC and ETH.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'fair-play',
        title: 'Are the games fair?',
        summary: 'Every game comes from a licensed provider.',
        body: 'All games are supplied by licensed providers whose results are independently tested.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
    ],
  },
  lagoon: {
    article: [
      {
        slug: 'slot-baru-bulan-ini',
        title: 'Lima slot baru hadir bulan ini',
        summary: 'Gulungan segar dari penyedia kami, dari naga hingga harta karun laut dalam.',
        body:
          'Bulan ini lima permainan slot baru hadir di lobi, masing-masing dengan tema dan putaran bonusnya sendiri.\n\n' +
          'Buka kategori Slot untuk menemukannya di bagian atas daftar.\n\n' +
          'Seperti biasa, setiap permainan dapat dicoba dari lobi sebelum bermain dengan uang sungguhan.',
        publishedAt: '2026-03-02T09:00:00.000Z',
      },
      {
        slug: 'bermain-bertanggung-jawab',
        title: 'Alat untuk bermain secara bertanggung jawab',
        summary: 'Tetapkan batas, beristirahat, dan pantau permainan Anda.',
        body:
          'Bermain harus tetap menyenangkan. Laporan taruhan Anda menampilkan setiap putaran beserta hasilnya.\n\n' +
          'Jika Anda butuh jeda, hubungi tim dukungan kami dan kami akan menangguhkan akun Anda selama yang Anda minta.',
        publishedAt: '2026-02-20T09:00:00.000Z',
      },
      {
        slug: 'dompet-kripto-hadir',
        title: 'Dompet kripto kini tersedia',
        summary: 'Setor dan tarik dalam USDT, BTC, dan ETH di samping mata uang lokal Anda.',
        body:
          'Dompet Anda kini menyimpan saldo kripto di samping saldo fiat. Setiap mata uang memiliki alamat setoran sendiri.\n\n' +
          'Tukar antarmata uang dengan kurs terkini dari halaman dompet, dengan biaya ditampilkan sebelum Anda mengonfirmasi.',
        publishedAt: '2026-02-05T09:00:00.000Z',
      },
    ],
    promotion: [
      {
        slug: 'bonus-sambutan',
        title: 'Bonus Sambutan 100%',
        summary: 'Gandakan setoran pertama Anda hingga Rp 15.000.000.',
        body:
          'Pemain baru mendapatkan bonus 100% untuk setoran pertama, hingga Rp 15.000.000.\n\n' +
          'Bonus dikreditkan segera setelah setoran disetujui. Syarat turnover berlaku.',
        publishedAt: '2026-03-01T00:00:00.000Z',
      },
      {
        slug: 'cashback-mingguan',
        title: 'Cashback Mingguan 10%',
        summary: 'Dapatkan kembali 10% kekalahan bersih Anda setiap Senin.',
        body:
          'Setiap Senin kami mengembalikan 10% dari kekalahan bersih minggu sebelumnya sebagai bonus.\n\n' +
          'Cashback dihitung per mata uang dan dikreditkan secara otomatis.',
        publishedAt: '2026-02-15T00:00:00.000Z',
      },
      {
        slug: 'turnamen-slot',
        title: 'Turnamen Slot Akhir Pekan',
        summary: 'Putar gulungan dan raih hadiah dari total Rp 50.000.000.',
        body:
          'Setiap akhir pekan, pemain dengan total taruhan slot tertinggi berbagi hadiah Rp 50.000.000.\n\n' +
          'Peringkat diperbarui setiap jam dan hadiah dikreditkan pada hari Senin.',
        publishedAt: '2026-02-01T00:00:00.000Z',
      },
    ],
    faq: [
      {
        slug: 'cara-daftar',
        title: 'Bagaimana cara membuat akun?',
        summary: 'Pendaftaran hanya butuh satu menit.',
        body: 'Pilih Daftar di bagian atas halaman, isi data Anda, lalu konfirmasi. Anda bisa langsung bermain.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'cara-setor',
        title: 'Bagaimana cara melakukan setoran?',
        summary: 'Setoran dilakukan melalui dompet Anda.',
        body:
          'Buka dompet Anda, pilih Setor, pilih saluran pembayaran, lalu masukkan jumlahnya.\n\n' +
          'Setoran bank dan e-wallet disetujui oleh tim kami; setoran kripto masuk setelah konfirmasi jaringan.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'waktu-penarikan',
        title: 'Berapa lama proses penarikan?',
        summary: 'Sebagian besar penarikan dibayar di hari yang sama.',
        body: 'Penarikan diperiksa dan dibayar dalam 24 jam, sebagian besar dalam satu jam.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'lupa-kata-sandi',
        title: 'Saya lupa kata sandi. Apa yang harus dilakukan?',
        summary: 'Tim dukungan kami siap membantu.',
        body: 'Hubungi tim dukungan kami melalui kontak di bagian bawah halaman. Kami akan memverifikasi identitas Anda dan mengatur ulang kata sandi.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'mata-uang',
        title: 'Mata uang apa saja yang bisa digunakan?',
        summary: 'Mata uang fiat dan kripto didukung.',
        body: 'Anda dapat menyimpan IDR, USD, MYR, THB, dan VND, serta mata uang kripto USDT, BTC, dan ETH.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
      {
        slug: 'permainan-adil',
        title: 'Apakah permainannya adil?',
        summary: 'Setiap permainan berasal dari penyedia berlisensi.',
        body: 'Semua permainan disediakan oleh penyedia berlisensi yang hasilnya diuji secara independen.',
        publishedAt: '2026-01-10T00:00:00.000Z',
      },
    ],
  },
};
