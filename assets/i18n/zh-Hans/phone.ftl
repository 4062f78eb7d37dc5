## 手机页面（assets/phone/index.html）上显示的所有文字。游戏以手机的语言把它们嵌入页面。
## 占位符（{ $name }、{ $seconds }……）在手机上以纯文本填入：不要用它来选择变体
## （数字以纯数字传来）。

# 浏览器标签页中的页面标题，以及加入界面的标题。
phone-app-name = Party Dice

## 顶部一行：与游戏的连接。

phone-link-off = 未连接
phone-link-connecting = 正在连接…
phone-link-up = 已连接
phone-link-up-online = 已在线连接
phone-game-key = 游戏密钥：{ $print }
# 在线：连接所用的中转服务器地址无效。
phone-link-bad-broker = 中转服务器地址有误
phone-link-broker-refused = 中转服务器拒绝了这部手机
# $seconds：距下次尝试的整秒数。
phone-link-retry = { $seconds } 秒后重新连接…
# 没有座位的手机在顶部一行中代替玩家名字显示。
phone-spectator = 观众

## 加入界面。

phone-join-hint = 输入游戏屏幕上显示的房间代码。
# 房间代码输入框的名称，供读屏软件读出。
phone-code-label = 房间代码
phone-join = 加入
phone-code-format = 房间代码是四个字母。
phone-joining = 正在加入…
phone-joining-online = 正在在线加入…
phone-needs-https = 要在线游戏，请通过 https 打开此链接：这个浏览器只在安全页面上提供加密功能。

## 座位。

phone-pick-seat-title = 选择你的座位
# $game：游戏名称（“满贯骰子”）。
phone-game-setup = { $game }：选择你的座位
# 名字输入框（占位文字及读屏名称）。
phone-name-hint = 你的名字
phone-join-as = 作为新玩家加入
phone-just-watch = 或者作为观众加入。
# 座位名字下方：本机的座位、其他手机的座位、手机已断开的座位、空座位。
phone-seat-you = 你
phone-seat-taken = 已占用
phone-seat-dropped = 手机已断开
phone-seat-free = 空位
# $name：手机请求加入时使用的名字。
phone-join-asked = 已请求主持人添加 { $name }…
# $why：游戏给出的原因，一个短句（“主持人拒绝了”）。
phone-join-refused = 未添加：{ $why }
phone-seat-freed = 主持人空出了你的座位。
phone-seat-taken-over = 这个座位已在另一个页面上打开。
phone-seat-removed = 你的玩家已离开游戏。

## 轮到谁，以及掷骰。

phone-turn-over = 游戏结束
phone-turn-pick = 请选择座位
phone-turn-waiting = 等待游戏开始
phone-turn-yours = 轮到你了！
phone-rolling = 正在掷骰…
phone-get-ready = 准备…
# $name：当前回合的玩家。
phone-turn-theirs = 轮到 { $name }
# 滑动区域：这部手机可以掷骰时、掷出之后，以及等待时。
phone-swipe = 向上滑动掷骰
phone-pad-thrown = 已掷出！
phone-pad-wait = 请等待轮到你
phone-thrown-watch = 已掷出！请看屏幕…
phone-roll = 掷骰
# 在手机上输入实体骰子：撤回最后一个，发送。
phone-undo = 撤销
phone-send = 发送
# $typed：已输入的点数个数；$needed：这次掷骰需要的个数。
phone-typed-count = { $typed }/{ $needed }
phone-leave = 离开座位

## 记分卡。

phone-scorecard = 记分卡
# 每位玩家的总分或得分一栏。
phone-card-total = 总分

## 座位的骰子：在共享屏幕上的样子。

phone-finish-title = 你的骰子
phone-finish-solid = 纯色
phone-finish-pearl = 珠光
phone-finish-marble = 大理石纹
phone-finish-metal = 金属

## 观众：没有座位的人预测每一次掷骰。

phone-audience-title = 一起猜
phone-audience-invite = 没有座位？在骰子掷出前猜每一次掷骰，与精确概率比分。
phone-audience-join = 加入观众
phone-audience-next = 下一个问题会在下一次掷骰前出现。
phone-audience-soon = 游戏开始后就会出题。
phone-audience-sure = 你有多大把握？
phone-audience-answered = 你的回答：{ $answer }，{ $sure }%（掷骰前可以修改）
phone-audience-place = 第 { $rank } 名，共 { $of } 人 · { $points } 分（同样的问题上概率得分：{ $odds }）
phone-audience-unranked = { $points } 分：第一个回答揭晓后才有名次
phone-audience-beat = 你赢过了概率
phone-audience-last-right = 上一个回答猜中：{ $points } 分
phone-audience-last-wrong = 上一个回答没猜中：{ $points } 分
phone-audience-settled = { $question } { $answer }（概率给了 { $odds }%）
phone-audience-board = { $of } 人中的前几名 · 概率：{ $odds }
