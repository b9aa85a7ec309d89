import type { SeedLanguageTexts } from './types.js';

export const trTR: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Bu ay beş yeni slot geliyor',
      summary: 'Sağlayıcılarımızdan ejderhalardan derin deniz hazinelerine yepyeni makaralar.',
      body:
        'Bu ay lobiye her birinin kendi teması ve bonus turu olan beş yeni slot oyunu geliyor.\n\n' +
        'Bulmak için Slot oyunları kategorisini açın.',
    },
    responsiblePlay: {
      title: 'Sorumlu oynamanıza yardımcı olan araçlar',
      summary: 'Limit belirleyin, mola verin ve oyununuzu takip edin.',
      body:
        'Oyun eğlenceli kalmalı. Hesabınızın Sorumlu oyun sayfasında günlük, haftalık veya aylık para yatırma, kayıp ve bahis limitleri belirleyebilir, bir oturumun süresini sınırlayabilir ve gerçeklik kontrolünün oynadığınız süreyi ve kazanç ya da kaybınızı ne sıklıkla göstereceğini seçebilirsiniz.\n\n' +
        'Molaya mı ihtiyacınız var? 1, 7 veya 30 günlük bir ara verin ya da kendinizi 6 ay, 1 yıl veya 5 yıl boyunca dışlayın. Hemen başlar ve erken kaldırılamaz. Etkinlik dökümünüz ve bahis raporunuz ne yatırdığınızı, ne çektiğinizi ve ne oynadığınızı gösterir.',
    },
    cryptoWallets: {
      title: 'Kripto cüzdanlar geldi',
      summary: 'Yerel para biriminizin yanında USDT, BTC ve ETH ile yatırın ve çekin.',
      body:
        'Cüzdanınız artık itibari para bakiyelerinin yanında kripto bakiyeleri de tutuyor. Her para biriminin kendi yatırma adresi vardır.\n\n' +
        'Para birimleri arasında cüzdan sayfasından takas yapın: onaylamadan önce kur ve makası gösterilir.',
    },
    welcomeBonusUsd: {
      title: '%100 Hoş Geldin Bonusu',
      summary: 'İlk yatırımınızı 1.000 USD’ye kadar ikiye katlayın.',
      body:
        'Yeni oyuncular ilk yatırımlarında 1.000 USD’ye veya para biriminizdeki karşılığına (16.250.000 IDR, 4.450 MYR, 35.800 THB, 25.400.000 VND ya da 1.000 USDT) kadar %100 bonus alır. Teklifi para yatırma formunda seçin: bonus, yatırım onaylanır onaylanmaz yüklenir.\n\n' +
        'Koşullar: en düşük yatırım cüzdanınızın en düşük yatırımıdır (örneğin 10 USD veya 50.000 IDR). 30 gün içinde bonusun 10 katı bahis yapın: slotlar ve balık avı oyunları %100, casino ve kart oyunları %10, piyango ve spor %0 sayılır. Çevrim sürerken bir bahis en fazla 10 USD veya karşılığı (162.500 IDR) olabilir. Gerçek paranız bonus paranızdan önce harcanır. Çevrim tamamlanınca bonus bakiyesinin tamamı gerçek paraya dönüşür; kazanç sınırı yoktur.\n\n' +
        'Bonustan dilediğiniz zaman hesabınızın “Ödül bonusu” sayfasında vazgeçebilirsiniz; çevrim tamamlanmadan yapılan bir para çekme de bonusu sona erdirir. Yatırımınız ve onunla kazandıklarınız her zaman sizindir. Oyuncu başına bir hoş geldin bonusu.',
    },
    welcomeBonusIdr: {
      title: '%100 Hoş Geldin Bonusu',
      summary: 'İlk yatırımınızı 16.250.000 IDR’ye kadar ikiye katlayın.',
      body:
        'Yeni oyuncular ilk yatırımlarında 16.250.000 IDR’ye kadar %100 bonus alır. Teklifi para yatırma formunda seçin: bonus, yatırım onaylanır onaylanmaz yüklenir.\n\n' +
        'Koşullar: en düşük yatırım 50.000 IDR’dir. 30 gün içinde bonusun 10 katı bahis yapın: slotlar ve balık avı oyunları %100, casino ve kart oyunları %10, piyango ve spor %0 sayılır. Çevrim sürerken bir bahis en fazla 162.500 IDR olabilir. Gerçek paranız bonus paranızdan önce harcanır. Çevrim tamamlanınca bonus bakiyesinin tamamı gerçek paraya dönüşür; kazanç sınırı yoktur.\n\n' +
        'Bonustan dilediğiniz zaman hesabınızın “Ödül bonusu” sayfasında vazgeçebilirsiniz; çevrim tamamlanmadan yapılan bir para çekme de bonusu sona erdirir. Yatırımınız ve onunla kazandıklarınız her zaman sizindir. Oyuncu başına bir hoş geldin bonusu.',
    },
    weeklyCashback: {
      title: '%10 Haftalık Nakit İade',
      summary: 'Her pazartesi net kayıplarınızın %10’unu geri alın.',
      body:
        'Her pazartesi önceki haftanın net kayıplarınızın %10’unu, para birimi başına 1.000 USD’ye veya karşılığına (16.250.000 IDR) kadar bonus olarak iade ediyoruz. Hafta pazartesi 00:00’dan sonraki pazartesi 00:00’a (UTC) kadar sürer; net kayıp, her para biriminde yatırılan gerçek para bahislerinden kazançların düşülmesiyle bulunur.\n\n' +
        'Nakit iade otomatik yüklenir. 7 gün içinde bir kez çevirin: slotlar ve balık avı oyunları %100, casino ve kart oyunları %10, piyango ve spor %0 sayılır. Ardından gerçek paraya dönüşür. Dilediğiniz zaman hesabınızın “Ödül bonusu” sayfasında vazgeçebilirsiniz.',
    },
    referFriends: {
      title: 'Arkadaşlarını Davet Et, Birlikte Kazanın',
      summary: 'Arkadaşlarınızın her yatırımından komisyon kazanın.',
      body:
        'Hesabınızdan davet bağlantınızı paylaşın. Bir arkadaşınız bu bağlantıyla kaydolduğunda, yatırımlarından komisyon kazanırsınız.\n\n' +
        'Davet ettiklerinizi ve kazançlarınızı davet sayfasında takip edin.',
    },
    faqRegister: {
      title: 'Nasıl hesap oluştururum?',
      summary: 'Kayıt bir dakika sürer.',
      body: 'Sayfanın üstünden Kayıt Ol’u seçin, bilgilerinizi girin ve onaylayın. Hemen oynayabilirsiniz.',
    },
    faqDeposit: {
      title: 'Nasıl para yatırırım?',
      summary: 'Yatırımlar cüzdanınız üzerinden yapılır.',
      body:
        'Cüzdanınızı açın, Yatır’ı seçin, bir ödeme kanalı belirleyin ve tutarı girin.\n\n' +
        'Banka ve e-cüzdan yatırımlarını ekibimiz onaylar; kripto yatırımları ağ onayından sonra hesaba geçer.',
    },
    faqWithdrawalTime: {
      title: 'Para çekme ne kadar sürer?',
      summary: 'Çoğu çekim aynı gün ödenir.',
      body: 'Çekim talepleri 24 saat içinde incelenip ödenir, çoğu bir saat içinde.',
    },
    faqForgotPassword: {
      title: 'Şifremi unuttum. Ne yapmalıyım?',
      summary: 'Destek ekibimiz yardımcı olabilir.',
      body: 'Sayfanın altındaki iletişim bilgilerinden destek ekibimize ulaşın. Kimliğinizi doğrulayıp şifrenizi sıfırlayacağız.',
    },
    faqCurrencies: {
      title: 'Hangi para birimlerini kullanabilirim?',
      summary: 'İtibari paralar ve kripto paralar desteklenir.',
      body: 'IDR, USD, MYR, THB ve VND ile kripto paralar USDT, BTC ve ETH tutabilirsiniz.',
    },
    faqFairPlay: {
      title: 'Oyunlar adil mi?',
      summary: 'Her oyun lisanslı bir sağlayıcıdan gelir.',
      body: 'Tüm oyunlar, sonuçları bağımsız olarak test edilen lisanslı sağlayıcılar tarafından sunulur.',
    },
  },
  announcements: {
    croupier: 'Her pazartesi haftalık nakit iade. Sorumlu oynayın.',
    lagoon: 'Blue Lagoon Casino’ya hoş geldiniz!',
  },
};
