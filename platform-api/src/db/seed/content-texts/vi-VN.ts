import type { SeedLanguageTexts } from './types.js';

export const viVN: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: 'Năm trò slot mới ra mắt trong tháng này',
      summary: 'Những vòng quay mới từ các nhà cung cấp, từ rồng thần đến kho báu dưới đáy biển.',
      body:
        'Tháng này sảnh có thêm năm trò chơi slot mới, mỗi trò có chủ đề và vòng thưởng riêng.\n\n' +
        'Mở danh mục Nổ hũ để tìm chúng.',
    },
    responsiblePlay: {
      title: 'Công cụ giúp bạn chơi có trách nhiệm',
      summary: 'Đặt giới hạn, tạm nghỉ và theo dõi việc chơi của bạn.',
      body:
        'Chơi game cần luôn vui vẻ. Trên trang Chơi có trách nhiệm trong tài khoản, bạn có thể đặt giới hạn nạp tiền, thua lỗ và đặt cược theo ngày, tuần hoặc tháng, giới hạn thời lượng mỗi phiên và chọn tần suất nhắc nhở cho bạn thấy thời gian đã chơi cùng số tiền thắng hoặc thua.\n\n' +
        'Cần nghỉ ngơi? Hãy tạm nghỉ 1, 7 hoặc 30 ngày, hoặc tự loại trừ trong 6 tháng, 1 năm hoặc 5 năm. Việc này có hiệu lực ngay và không thể gỡ bỏ sớm. Sao kê hoạt động và báo cáo cược cho thấy số tiền bạn đã nạp, rút và chơi.',
    },
    cryptoWallets: {
      title: 'Ví tiền điện tử đã có mặt',
      summary: 'Nạp và rút bằng USDT, BTC và ETH bên cạnh tiền tệ địa phương của bạn.',
      body:
        'Ví của bạn giờ đây giữ số dư tiền điện tử bên cạnh số dư tiền pháp định. Mỗi loại tiền có địa chỉ nạp riêng.\n\n' +
        'Đổi giữa các loại tiền từ trang ví: tỷ giá và chênh lệch được hiển thị trước khi bạn xác nhận.',
    },
    welcomeBonusUsd: {
      title: 'Thưởng chào mừng 100%',
      summary: 'Nhân đôi lần nạp đầu tiên, tối đa 1.000 USD.',
      body:
        'Người chơi mới nhận thưởng 100% cho lần nạp đầu tiên, tối đa 1.000 USD hoặc số tiền tương đương bằng đơn vị tiền tệ của bạn (16.250.000 IDR, 4.450 MYR, 35.800 THB, 25.400.000 VND hoặc 1.000 USDT). Chọn ưu đãi trong biểu mẫu nạp tiền: tiền thưởng được cộng ngay khi khoản nạp được duyệt.\n\n' +
        'Điều khoản: khoản nạp tối thiểu là mức tối thiểu của ví bạn (ví dụ 10 USD hoặc 50.000 IDR). Cược gấp 10 lần tiền thưởng trong 30 ngày: slot và bắn cá tính 100%, casino và bài 10%, xổ số và thể thao 0%. Trong khi hoàn thành yêu cầu cược, mỗi lần cược tối đa 10 USD hoặc tương đương (162.500 IDR). Tiền thật của bạn được dùng trước tiền thưởng. Khi hoàn thành yêu cầu, toàn bộ số dư thưởng trở thành tiền thật, không giới hạn tiền thắng.\n\n' +
        'Bạn có thể từ bỏ khoản thưởng bất cứ lúc nào trên trang “Tiền thưởng” của tài khoản; rút tiền trước khi hoàn thành yêu cầu cược cũng chấm dứt khoản thưởng. Khoản nạp và tiền thắng từ khoản nạp luôn là của bạn. Mỗi người chơi một khoản thưởng chào mừng.',
    },
    welcomeBonusIdr: {
      title: 'Thưởng chào mừng 100%',
      summary: 'Nhân đôi lần nạp đầu tiên, tối đa 16.250.000 IDR.',
      body:
        'Người chơi mới nhận thưởng 100% cho lần nạp đầu tiên, tối đa 16.250.000 IDR. Chọn ưu đãi trong biểu mẫu nạp tiền: tiền thưởng được cộng ngay khi khoản nạp được duyệt.\n\n' +
        'Điều khoản: khoản nạp tối thiểu là 50.000 IDR. Cược gấp 10 lần tiền thưởng trong 30 ngày: slot và bắn cá tính 100%, casino và bài 10%, xổ số và thể thao 0%. Trong khi hoàn thành yêu cầu cược, mỗi lần cược tối đa 162.500 IDR. Tiền thật của bạn được dùng trước tiền thưởng. Khi hoàn thành yêu cầu, toàn bộ số dư thưởng trở thành tiền thật, không giới hạn tiền thắng.\n\n' +
        'Bạn có thể từ bỏ khoản thưởng bất cứ lúc nào trên trang “Tiền thưởng” của tài khoản; rút tiền trước khi hoàn thành yêu cầu cược cũng chấm dứt khoản thưởng. Khoản nạp và tiền thắng từ khoản nạp luôn là của bạn. Mỗi người chơi một khoản thưởng chào mừng.',
    },
    weeklyCashback: {
      title: 'Hoàn tiền hằng tuần 10%',
      summary: 'Nhận lại 10% khoản thua ròng mỗi thứ Hai.',
      body:
        'Mỗi thứ Hai, chúng tôi hoàn lại dưới dạng tiền thưởng 10% khoản thua ròng của tuần trước, tối đa 1.000 USD hoặc tương đương (16.250.000 IDR) cho mỗi loại tiền. Tuần tính từ 00:00 thứ Hai đến 00:00 thứ Hai tuần sau (UTC); thua ròng là tiền thật đã cược trừ tiền thắng, theo từng loại tiền.\n\n' +
        'Tiền hoàn được cộng tự động. Cược số tiền đó một lần trong 7 ngày: slot và bắn cá tính 100%, casino và bài 10%, xổ số và thể thao 0%. Sau đó nó trở thành tiền thật. Bạn có thể từ bỏ bất cứ lúc nào trên trang “Tiền thưởng” của tài khoản.',
    },
    referFriends: {
      title: 'Mời bạn bè, cùng nhau kiếm thêm',
      summary: 'Nhận hoa hồng từ mỗi lần nạp của bạn bè.',
      body:
        'Chia sẻ liên kết giới thiệu từ tài khoản của bạn. Khi bạn bè đăng ký qua liên kết đó, bạn nhận hoa hồng từ các khoản nạp của họ.\n\n' +
        'Theo dõi người được giới thiệu và thu nhập của bạn trên trang giới thiệu.',
    },
    faqRegister: {
      title: 'Làm thế nào để tạo tài khoản?',
      summary: 'Đăng ký chỉ mất một phút.',
      body: 'Chọn Đăng ký ở đầu trang, điền thông tin của bạn và xác nhận. Bạn có thể chơi ngay.',
    },
    faqDeposit: {
      title: 'Làm thế nào để nạp tiền?',
      summary: 'Nạp tiền qua ví của bạn.',
      body:
        'Mở ví, chọn Nạp tiền, chọn kênh thanh toán và nhập số tiền.\n\n' +
        'Khoản nạp qua ngân hàng và ví điện tử do đội ngũ của chúng tôi duyệt; khoản nạp tiền điện tử về sau khi mạng xác nhận.',
    },
    faqWithdrawalTime: {
      title: 'Rút tiền mất bao lâu?',
      summary: 'Hầu hết các khoản rút được chi trả trong ngày.',
      body: 'Các khoản rút được kiểm tra và chi trả trong vòng 24 giờ, hầu hết trong vòng một giờ.',
    },
    faqForgotPassword: {
      title: 'Tôi quên mật khẩu. Phải làm sao?',
      summary: 'Đội hỗ trợ của chúng tôi sẽ giúp bạn.',
      body: 'Liên hệ đội hỗ trợ qua thông tin ở cuối trang. Chúng tôi sẽ xác minh danh tính của bạn và đặt lại mật khẩu.',
    },
    faqCurrencies: {
      title: 'Tôi có thể dùng những loại tiền nào?',
      summary: 'Hỗ trợ cả tiền pháp định và tiền điện tử.',
      body: 'Bạn có thể giữ IDR, USD, MYR, THB và VND, cùng các loại tiền điện tử USDT, BTC và ETH.',
    },
    faqFairPlay: {
      title: 'Các trò chơi có công bằng không?',
      summary: 'Mọi trò chơi đều đến từ nhà cung cấp được cấp phép.',
      body: 'Tất cả trò chơi do các nhà cung cấp được cấp phép cung cấp, với kết quả được kiểm định độc lập.',
    },
  },
  announcements: {
    croupier: 'Hoàn tiền hằng tuần vào mỗi thứ Hai. Hãy chơi có trách nhiệm.',
    lagoon: 'Chào mừng bạn đến với Blue Lagoon Casino!',
  },
};
