import type { SeedLanguageTexts } from './types.js';

export const zhCN: SeedLanguageTexts = {
  stories: {
    newSlots: {
      title: '本月五款新老虎机上线',
      summary: '来自游戏供应商的全新转轴,从巨龙到深海宝藏应有尽有。',
      body:
        '本月大厅新增五款老虎机游戏,每款都有自己的主题和奖励回合。\n\n' +
        '打开老虎机分类即可找到它们。',
    },
    responsiblePlay: {
      title: '帮助您理性游戏的工具',
      summary: '设定限额、适时休息,随时掌握您的游戏情况。',
      body:
        '游戏应当始终是一种乐趣。在账户的“负责任游戏”页面，您可以按日、周或月设置存款、亏损和投注限额，限制单次会话的时长，并选择现实提醒多久向您显示一次游戏时长和输赢情况。\n\n' +
        '需要休息一下？您可以暂停 1、7 或 30 天，或自我排除 6 个月、1 年或 5 年。立即生效，且不能提前解除。您的活动报表和投注报告会显示您的存款、取款和游戏记录。',
    },
    cryptoWallets: {
      title: '加密货币钱包上线了',
      summary: '在本地货币之外,还可以用 USDT、BTC 和 ETH 存款和提款。',
      body:
        '您的钱包现在可以在法币余额旁持有加密货币余额。每种货币都有自己的存款地址。\n\n' +
        '在钱包页面兑换货币,确认前会显示汇率及其点差。',
    },
    welcomeBonusUsd: {
      title: '100% 欢迎奖金',
      summary: '首次存款翻倍,最高 1,000 USD。',
      body:
        '新玩家首次存款可获得 100% 奖金,最高 1,000 USD 或等值金额。\n\n' +
        '存款获批后奖金立即到账。须满足流水要求。',
    },
    welcomeBonusIdr: {
      title: '100% 欢迎奖金',
      summary: '首次存款翻倍,最高 15,000,000 IDR。',
      body:
        '新玩家首次存款可获得 100% 奖金,最高 15,000,000 IDR。\n\n' +
        '存款获批后奖金立即到账。须满足流水要求。',
    },
    weeklyCashback: {
      title: '10% 每周返现',
      summary: '每周一返还您净亏损的 10%。',
      body:
        '每周一,我们会将您上周净亏损的 10% 以奖金形式返还给您。\n\n' +
        '返现按货币分别计算并自动到账。',
    },
    referFriends: {
      title: '邀请好友,一起赚取',
      summary: '好友每次存款,您都能获得佣金。',
      body:
        '在您的账户中分享推荐链接。好友通过该链接注册后,您可以从其存款中获得佣金。\n\n' +
        '在推荐页面查看您邀请的好友和收益。',
    },
    faqRegister: {
      title: '如何创建账户?',
      summary: '注册只需一分钟。',
      body: '点击页面顶部的“注册”,填写您的信息并确认。您可以立即开始游戏。',
    },
    faqDeposit: {
      title: '如何存款?',
      summary: '通过您的钱包存款。',
      body:
        '打开钱包,选择“存款”,选择支付渠道并输入金额。\n\n' +
        '银行和电子钱包存款由我们的团队审核;加密货币存款在网络确认后到账。',
    },
    faqWithdrawalTime: {
      title: '提款需要多长时间?',
      summary: '大多数提款当天即可到账。',
      body: '提款会在 24 小时内审核并支付,大多数在一小时内完成。',
    },
    faqForgotPassword: {
      title: '我忘记了密码,该怎么办?',
      summary: '我们的客服团队可以帮助您。',
      body: '请通过页面底部的联系方式联系我们的客服团队。我们会核实您的身份并为您重置密码。',
    },
    faqCurrencies: {
      title: '我可以使用哪些货币?',
      summary: '支持法币和加密货币。',
      body: '您可以持有 IDR、USD、MYR、THB 和 VND,以及加密货币 USDT、BTC 和 ETH。',
    },
    faqFairPlay: {
      title: '游戏公平吗?',
      summary: '每款游戏都来自持牌供应商。',
      body: '所有游戏均由持牌供应商提供,其结果经过独立检测。',
    },
  },
  announcements: {
    croupier: '每周一享受每周返现。请理性游戏。',
    lagoon: '欢迎来到 Blue Lagoon Casino!',
  },
};
