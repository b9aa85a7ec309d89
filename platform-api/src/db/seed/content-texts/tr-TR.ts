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
        'Yeni oyuncular ilk yatırımlarında 1.000 USD’ye veya karşılığına kadar %100 bonus alır.\n\n' +
        'Bonus, yatırım onaylanır onaylanmaz hesaba geçer. Çevrim şartları geçerlidir.',
    },
    welcomeBonusIdr: {
      title: '%100 Hoş Geldin Bonusu',
      summary: 'İlk yatırımınızı 15.000.000 IDR’ye kadar ikiye katlayın.',
      body:
        'Yeni oyuncular ilk yatırımlarında 15.000.000 IDR’ye kadar %100 bonus alır.\n\n' +
        'Bonus, yatırım onaylanır onaylanmaz hesaba geçer. Çevrim şartları geçerlidir.',
    },
    weeklyCashback: {
      title: '%10 Haftalık Nakit İade',
      summary: 'Her pazartesi net kayıplarınızın %10’unu geri alın.',
      body:
        'Her pazartesi, önceki haftaki net kayıplarınızın %10’unu bonus olarak iade ediyoruz.\n\n' +
        'Nakit iade her para birimi için ayrı hesaplanır ve otomatik olarak yatırılır.',
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
