import type { SeedLanguageTexts } from './types.js';

export const idID: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Lima slot baru hadir bulan ini',
      summary: 'Gulungan segar dari penyedia kami, dari naga hingga harta karun laut dalam.',
      body:
        'Bulan ini lima permainan slot baru hadir di lobi, masing-masing dengan tema dan putaran bonusnya sendiri.\n\n' +
        'Buka kategori Slot untuk menemukannya.',
    },
    responsiblePlay: {
      title: 'Alat untuk bermain secara bertanggung jawab',
      summary: 'Tetapkan batas, beristirahat, dan pantau permainan Anda.',
      body:
        'Bermain harus tetap menyenangkan. Di halaman Permainan bertanggung jawab pada akun Anda, Anda dapat menetapkan batas deposit, kekalahan, dan taruhan per hari, minggu, atau bulan, membatasi lamanya sesi, dan memilih seberapa sering pengingat menampilkan waktu bermain serta kemenangan atau kekalahan Anda.\n\n' +
        'Perlu istirahat? Ambil jeda 1, 7, atau 30 hari, atau kecualikan diri Anda selama 6 bulan, 1 tahun, atau 5 tahun. Berlaku seketika dan tidak dapat dicabut lebih awal. Laporan aktivitas dan laporan taruhan Anda menunjukkan apa yang Anda depositkan, tarik, dan mainkan.',
    },
    cryptoWallets: {
      title: 'Dompet kripto kini tersedia',
      summary: 'Setor dan tarik dalam USDT, BTC, dan ETH di samping mata uang lokal Anda.',
      body:
        'Dompet Anda kini menyimpan saldo kripto di samping saldo fiat. Setiap mata uang memiliki alamat setoran sendiri.\n\n' +
        'Tukar antarmata uang dari halaman dompet: kurs dan selisihnya ditampilkan sebelum Anda mengonfirmasi.',
    },
    welcomeBonusUsd: {
      title: 'Bonus Sambutan 100%',
      summary: 'Gandakan setoran pertama Anda hingga 1.000 USD.',
      body:
        'Pemain baru mendapatkan bonus 100% untuk setoran pertama, hingga 1.000 USD atau nilai setaranya dalam mata uang Anda (16.250.000 IDR, 4.450 MYR, 35.800 THB, 25.400.000 VND, atau 1.000 USDT). Pilih penawarannya di formulir setoran: bonus dikreditkan segera setelah setoran disetujui.\n\n' +
        'Syarat: setoran minimal mengikuti minimal dompet Anda (misalnya 10 USD atau 50.000 IDR). Pasang taruhan 10 kali bonus dalam 30 hari: slot dan tembak ikan dihitung 100%, kasino dan kartu 10%, lotre dan olahraga 0%. Selama syarat taruhan berjalan, satu taruhan paling besar 10 USD atau nilai setaranya (162.500 IDR). Uang asli Anda dipakai lebih dulu daripada uang bonus. Setelah syarat terpenuhi, seluruh saldo bonus menjadi uang asli, tanpa batas kemenangan.\n\n' +
        'Anda dapat melepaskan bonus kapan saja di halaman “Bonus hadiah” akun Anda; penarikan sebelum syarat terpenuhi juga melepaskannya. Setoran Anda dan kemenangannya selalu milik Anda. Satu bonus sambutan per pemain.',
    },
    welcomeBonusIdr: {
      title: 'Bonus Sambutan 100%',
      summary: 'Gandakan setoran pertama Anda hingga Rp 16.250.000.',
      body:
        'Pemain baru mendapatkan bonus 100% untuk setoran pertama, hingga Rp 16.250.000. Pilih penawarannya di formulir setoran: bonus dikreditkan segera setelah setoran disetujui.\n\n' +
        'Syarat: setoran minimal Rp 50.000. Pasang taruhan 10 kali bonus dalam 30 hari: slot dan tembak ikan dihitung 100%, kasino dan kartu 10%, lotre dan olahraga 0%. Selama syarat taruhan berjalan, satu taruhan paling besar Rp 162.500. Uang asli Anda dipakai lebih dulu daripada uang bonus. Setelah syarat terpenuhi, seluruh saldo bonus menjadi uang asli, tanpa batas kemenangan.\n\n' +
        'Anda dapat melepaskan bonus kapan saja di halaman “Bonus hadiah” akun Anda; penarikan sebelum syarat terpenuhi juga melepaskannya. Setoran Anda dan kemenangannya selalu milik Anda. Satu bonus sambutan per pemain.',
    },
    weeklyCashback: {
      title: 'Cashback Mingguan 10%',
      summary: 'Dapatkan kembali 10% kekalahan bersih Anda setiap Senin.',
      body:
        'Setiap Senin kami mengembalikan 10% dari kekalahan bersih minggu sebelumnya sebagai bonus, hingga 1.000 USD atau nilai setaranya (Rp 16.250.000) per mata uang. Minggu dihitung dari Senin pukul 00.00 sampai Senin berikutnya pukul 00.00 UTC; kekalahan bersih adalah uang asli yang dipertaruhkan dikurangi kemenangan, per mata uang.\n\n' +
        'Cashback dikreditkan secara otomatis. Pasang taruhan sebesar cashback satu kali dalam 7 hari: slot dan tembak ikan dihitung 100%, kasino dan kartu 10%, lotre dan olahraga 0%. Setelah itu menjadi uang asli. Anda dapat melepaskannya kapan saja di halaman “Bonus hadiah” akun Anda.',
    },
    referFriends: {
      title: 'Ajak Teman, Untung Bersama',
      summary: 'Dapatkan komisi dari setiap setoran teman Anda.',
      body:
        'Bagikan tautan referal dari akun Anda. Saat teman mendaftar melaluinya, Anda mendapatkan komisi dari setoran mereka.\n\n' +
        'Pantau referal dan penghasilan Anda di halaman referal.',
    },
    faqRegister: {
      title: 'Bagaimana cara membuat akun?',
      summary: 'Pendaftaran hanya butuh satu menit.',
      body: 'Pilih Daftar di bagian atas halaman, isi data Anda, lalu konfirmasi. Anda bisa langsung bermain.',
    },
    faqDeposit: {
      title: 'Bagaimana cara melakukan setoran?',
      summary: 'Setoran dilakukan melalui dompet Anda.',
      body:
        'Buka dompet Anda, pilih Setor, pilih saluran pembayaran, lalu masukkan jumlahnya.\n\n' +
        'Setoran bank dan e-wallet disetujui oleh tim kami; setoran kripto masuk setelah konfirmasi jaringan.',
    },
    faqWithdrawalTime: {
      title: 'Berapa lama proses penarikan?',
      summary: 'Sebagian besar penarikan dibayar di hari yang sama.',
      body: 'Penarikan diperiksa dan dibayar dalam 24 jam, sebagian besar dalam satu jam.',
    },
    faqForgotPassword: {
      title: 'Saya lupa kata sandi. Apa yang harus dilakukan?',
      summary: 'Tim dukungan kami siap membantu.',
      body: 'Hubungi tim dukungan kami melalui kontak di bagian bawah halaman. Kami akan memverifikasi identitas Anda dan mengatur ulang kata sandi.',
    },
    faqCurrencies: {
      title: 'Mata uang apa saja yang bisa digunakan?',
      summary: 'Mata uang fiat dan kripto didukung.',
      body: 'Anda dapat menyimpan IDR, USD, MYR, THB, dan VND, serta mata uang kripto USDT, BTC, dan ETH.',
    },
    faqFairPlay: {
      title: 'Apakah permainannya adil?',
      summary: 'Setiap permainan berasal dari penyedia berlisensi.',
      body: 'Semua permainan disediakan oleh penyedia berlisensi yang hasilnya diuji secara independen.',
    },
  },
  announcements: {
    croupier: 'Cashback mingguan setiap Senin. Bermainlah secara bertanggung jawab.',
    lagoon: 'Selamat datang di Blue Lagoon Casino!',
  },
};
