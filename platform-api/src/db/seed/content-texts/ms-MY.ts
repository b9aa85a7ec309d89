import type { SeedLanguageTexts } from './types.js';

export const msMY: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Lima slot baharu tiba bulan ini',
      summary:
        'Gelendong baharu daripada pembekal kami, daripada naga hingga harta karun laut dalam.',
      body:
        'Bulan ini lima permainan slot baharu tiba di lobi, setiap satu dengan tema dan pusingan bonusnya sendiri.\n\n' +
        'Buka kategori Slot untuk mencarinya.',
    },
    responsiblePlay: {
      title: 'Alat yang membantu anda bermain secara bertanggungjawab',
      summary: 'Tetapkan had, berehat dan pantau permainan anda.',
      body:
        'Bermain harus kekal menyeronokkan. Di halaman Permainan bertanggungjawab dalam akaun anda, anda boleh menetapkan had deposit, kerugian dan pertaruhan setiap hari, minggu atau bulan, mengehadkan tempoh sesi, dan memilih kekerapan semakan realiti menunjukkan masa bermain serta kemenangan atau kerugian anda.\n\n' +
        'Perlukan rehat? Ambil masa rehat 1, 7 atau 30 hari, atau kecualikan diri selama 6 bulan, 1 tahun atau 5 tahun. Ia bermula serta-merta dan tidak boleh ditarik balik lebih awal. Penyata aktiviti dan laporan pertaruhan anda menunjukkan apa yang anda depositkan, keluarkan dan mainkan.',
    },
    cryptoWallets: {
      title: 'Dompet kripto kini tersedia',
      summary: 'Deposit dan keluarkan dalam USDT, BTC dan ETH di samping mata wang tempatan anda.',
      body:
        'Dompet anda kini menyimpan baki kripto di samping baki fiat. Setiap mata wang mempunyai alamat depositnya sendiri.\n\n' +
        'Tukar antara mata wang dari halaman dompet: kadar dan marginnya dipaparkan sebelum anda mengesahkan.',
    },
    welcomeBonusUsd: {
      title: 'Bonus Alu-aluan 100%',
      summary: 'Gandakan deposit pertama anda, sehingga 1,000 USD.',
      body:
        'Pemain baharu menerima bonus 100% untuk deposit pertama, sehingga 1,000 USD atau nilai setara dalam mata wang anda (16,250,000 IDR, 4,450 MYR, 35,800 THB, 25,400,000 VND atau 1,000 USDT). Pilih tawaran itu dalam borang deposit: bonus dikreditkan sebaik sahaja deposit diluluskan.\n\n' +
        'Terma: deposit minimum ialah minimum dompet anda (contohnya 10 USD atau 50,000 IDR). Pertaruhkan 10 kali bonus dalam 30 hari: slot dan permainan menembak ikan dikira 100%, kasino dan kad 10%, loteri dan sukan 0%. Semasa syarat pertaruhan, satu pertaruhan paling banyak 10 USD atau nilai setara (162,500 IDR). Wang sebenar anda digunakan sebelum wang bonus. Apabila syarat selesai, seluruh baki bonus menjadi wang sebenar, tanpa had kemenangan.\n\n' +
        'Anda boleh melepaskan bonus pada bila-bila masa di halaman “Bonus ganjaran” akaun anda; pengeluaran sebelum syarat selesai juga melepaskannya. Deposit anda dan kemenangannya sentiasa milik anda. Satu bonus alu-aluan bagi setiap pemain.',
    },
    welcomeBonusIdr: {
      title: 'Bonus Alu-aluan 100%',
      summary: 'Gandakan deposit pertama anda, sehingga 16,250,000 IDR.',
      body:
        'Pemain baharu menerima bonus 100% untuk deposit pertama, sehingga 16,250,000 IDR. Pilih tawaran itu dalam borang deposit: bonus dikreditkan sebaik sahaja deposit diluluskan.\n\n' +
        'Terma: deposit minimum ialah 50,000 IDR. Pertaruhkan 10 kali bonus dalam 30 hari: slot dan permainan menembak ikan dikira 100%, kasino dan kad 10%, loteri dan sukan 0%. Semasa syarat pertaruhan, satu pertaruhan paling banyak 162,500 IDR. Wang sebenar anda digunakan sebelum wang bonus. Apabila syarat selesai, seluruh baki bonus menjadi wang sebenar, tanpa had kemenangan.\n\n' +
        'Anda boleh melepaskan bonus pada bila-bila masa di halaman “Bonus ganjaran” akaun anda; pengeluaran sebelum syarat selesai juga melepaskannya. Deposit anda dan kemenangannya sentiasa milik anda. Satu bonus alu-aluan bagi setiap pemain.',
    },
    weeklyCashback: {
      title: 'Pulangan Tunai Mingguan 10%',
      summary: 'Dapatkan semula 10% kerugian bersih anda setiap Isnin.',
      body:
        'Setiap Isnin kami memulangkan 10% daripada kerugian bersih minggu sebelumnya sebagai bonus, sehingga 1,000 USD atau nilai setara (16,250,000 IDR) bagi setiap mata wang. Minggu bermula Isnin 00:00 hingga Isnin berikutnya 00:00 UTC; kerugian bersih ialah wang sebenar yang dipertaruhkan tolak kemenangan, bagi setiap mata wang.\n\n' +
        'Pulangan tunai dikreditkan secara automatik. Pertaruhkannya sekali dalam 7 hari: slot dan permainan menembak ikan dikira 100%, kasino dan kad 10%, loteri dan sukan 0%. Kemudian ia menjadi wang sebenar. Anda boleh melepaskannya pada bila-bila masa di halaman “Bonus ganjaran” akaun anda.',
    },
    referFriends: {
      title: 'Jemput Rakan, Untung Bersama',
      summary: 'Dapatkan komisen bagi setiap deposit rakan anda.',
      body:
        'Kongsi pautan rujukan dari akaun anda. Apabila rakan mendaftar melaluinya, anda memperoleh komisen atas deposit mereka.\n\n' +
        'Ikuti rujukan dan pendapatan anda di halaman rujukan.',
    },
    faqRegister: {
      title: 'Bagaimanakah saya membuat akaun?',
      summary: 'Pendaftaran mengambil masa seminit.',
      body: 'Pilih Daftar di bahagian atas halaman, isi butiran anda dan sahkan. Anda boleh terus bermain.',
    },
    faqDeposit: {
      title: 'Bagaimanakah saya membuat deposit?',
      summary: 'Deposit dibuat melalui dompet anda.',
      body:
        'Buka dompet anda, pilih Deposit, pilih saluran pembayaran dan masukkan jumlahnya.\n\n' +
        'Deposit bank dan e-dompet diluluskan oleh pasukan kami; deposit kripto diterima selepas pengesahan rangkaian.',
    },
    faqWithdrawalTime: {
      title: 'Berapa lamakah pengeluaran mengambil masa?',
      summary: 'Kebanyakan pengeluaran dibayar pada hari yang sama.',
      body: 'Pengeluaran disemak dan dibayar dalam masa 24 jam, kebanyakannya dalam masa sejam.',
    },
    faqForgotPassword: {
      title: 'Saya terlupa kata laluan. Apa perlu saya buat?',
      summary: 'Pasukan sokongan kami boleh membantu.',
      body: 'Hubungi pasukan sokongan kami melalui butiran di bahagian bawah halaman. Kami akan mengesahkan identiti anda dan menetapkannya semula.',
    },
    faqCurrencies: {
      title: 'Mata wang apakah yang boleh saya gunakan?',
      summary: 'Mata wang fiat dan kripto disokong.',
      body: 'Anda boleh menyimpan IDR, USD, MYR, THB dan VND, serta mata wang kripto USDT, BTC dan ETH.',
    },
    faqFairPlay: {
      title: 'Adakah permainannya adil?',
      summary: 'Setiap permainan datang daripada pembekal berlesen.',
      body: 'Semua permainan dibekalkan oleh pembekal berlesen yang keputusannya diuji secara bebas.',
    },
  },
  announcements: {
    croupier: 'Pulangan tunai mingguan setiap Isnin. Bermainlah secara bertanggungjawab.',
    lagoon: 'Selamat datang ke Blue Lagoon Casino!',
  },
};
