## 游戏以手机的语言告诉手机的话：手机照原样显示（小写开头的句子，接在页面自己的文字
## 之后，或单独显示）。

# 房间不再接受更多手机。
phones-room-full = 房间已满
phones-locked = 主持人已锁定房间
# 手机的新名字与某位玩家的名字相同。
phones-name-taken = 桌上已有同名（或名字看起来一样）的玩家
phones-error-slow-down = 消息太多：请放慢速度
phones-error-not-joined = 请先发送房间代码
# $n：这次掷骰需要的骰子数。
phones-error-dice-count = 这次掷骰需要 { $n } 个骰子
phones-error-already-joined = 已经在房间里了
phones-error-blocked = 主持人已屏蔽这部手机
phones-error-locked-seat = 主持人已锁定房间：新手机不能入座
phones-error-tries-phone = 这部手机输错代码的次数太多：请等一分钟
phones-error-tries-network = 这个网络上刚才输错代码的次数太多：请扫描屏幕上的二维码，或等一分钟
# $code：手机发来的四个字母。
phones-error-wrong-code = { $code } 不是屏幕上的房间代码：请核对字母
phones-error-wrong-link = 该链接不属于这个房间：请输入屏幕上的代码
phones-error-no-such-seat = 没有这个座位
phones-error-seat-taken = 该座位已被另一部手机占用
phones-error-seat-dropped = 该座位的手机已断开，可能会回来；主持人可以空出这个座位
phones-error-internal = 游戏现在无法处理这个请求：请重试
phones-error-not-seated = 你还没有座位
phones-error-join-closed = 新玩家只能在开局阶段加入
phones-error-has-seat = 你已经有座位了
phones-error-join-waits = 你的请求正在等待主持人答复
phones-error-sit-to-throw = 入座后才能掷骰
phones-error-not-now = 现在没有要掷的骰子
phones-error-not-your-turn = 还没轮到你
phones-error-already-thrown = 这些骰子已经掷出了

## 游戏无法读取的手机消息（其他版本的页面，或损坏的页面）。

# $most：可接受的最大消息字节数；$size：这条消息的字节数。
phones-error-too-large = 一条消息最多 { $most } 字节，这条有 { $size } 字节
phones-error-not-text = 消息必须是 UTF-8 JSON 文本
# $why：问题所在，用开发者的英文写。
phones-error-malformed = 不是有效的消息：{ $why }
# $version：游戏的协议版本；$sent：页面的协议版本。
phones-error-version = 这个游戏使用协议版本 { $version }，页面发来的是 { $sent }：请重新加载页面
phones-error-code-format = 房间代码是四个字母
# $seat：页面发来的座位编号（从 0 开始）。
phones-error-no-seat = 没有座位 { $seat }
# $most：名字最多的字符数。
phones-error-bad-name = 名字须为 1 到 { $most } 个字符，且不含控制字符
phones-error-bad-dice = 骰子点数为 1 到 6，一次掷骰有 1 到 6 个骰子

## 主持人为何没有添加手机所请求的玩家（接在“未添加：”之后）。

phones-refused-host-said-no = 主持人拒绝了
phones-refused-started = 游戏已经开始
phones-refused-table-full = 桌上已坐满
phones-refused-already-asked = 已有一部手机在请求使用这个名字

## 手机服务器拒绝的请求，按浏览器显示的样子。

phones-http-wrong-host = 请打开游戏屏幕上显示的地址
phones-http-not-found = 未找到
phones-http-method = 不允许的请求方法
phones-http-foreign-page = 此页面不能使用游戏的套接字
phones-http-no-upgrade = 需要 WebSocket 升级
phones-http-old-websocket = 需要 WebSocket 第 13 版
phones-http-bad-key = Sec-WebSocket-Key 无效
phones-http-not-http = 不是 HTTP 请求
phones-http-too-large = 请求过大
phones-http-too-slow = 请求过慢

## 手机在玩家名字下方读到的牌桌状态，以及设置阶段的一行。

# $total：高尔夫记分卡上的总分，带符号（“+1”“-3”）。
phones-card-total = 总分 { $total }
# $name：玩家；$how：alone（唯一的获胜者）或 shared（并列获胜）。
phones-card-wins = { $how ->
    [alone] { $name } 获胜
   *[shared] { $name } 并列获胜
}
# $score：满贯骰子的得分。
phones-card-score = 得分 { $score }
# $number：该玩家的满贯点数（1 到 6）。
phones-card-slam-number = 满贯点数 { $number }
# 满贯骰子记分卡上满贯点数一栏，在手机上（要短）。
phones-card-slam-column = 满贯点数
# $place：名次，按本语言的写法（“第 1 位”）。
phones-card-safe = 安全 — { $place }
# $name：玩家。
phones-card-loser = { $name } 是输家
phones-setup-banner = 等待游戏开始

## 共用屏幕上的手机服务器。

# $asked：所要的端口；$port：手机使用的端口。
phones-port-taken = 端口 { $asked } 已被占用；手机使用端口 { $port }
# $why：某条 phones-start-… 原因。
phones-phones-off = 手机功能已关闭：{ $why }
# $first、$last：尝试过的端口。
phones-start-no-port = 端口 { $first } 到 { $last } 全部被占用；请用 --port 选择其他端口
# $port：端口；$error：系统给出的原因（系统的原话）。
phones-start-listen = 无法监听端口 { $port }：{ $error }
phones-start-random = 系统的随机数生成器出错
# $error：系统给出的原因。
phones-start-thread = 无法启动服务器线程：{ $error }
# 游戏中某个座位的手机；$name：该座位的玩家。
phones-news-dropped = { $name } 的手机已断开：它可以重新连接
phones-news-left = { $name } 的手机离开了座位
phones-news-phone = { $name } 用手机掷骰

## 加入界面（J）：手机如何加入、房间的状态、座位。

join-phones-off = 手机功能已关闭。开启后，连接同一 Wi-Fi 的每位玩家都可以用手机或笔记本电脑掷骰。
# 界面的标题，从长到短（显示放得下的最长一个）。
join-title-long = 📱 用你的手机掷骰
join-title-short = 📱 用手机加入
join-title-word = 手机
# 界面的第一个按钮：返回后面的游戏，或开始游戏。
join-back-key = 返回牌桌（回车键）
join-back = 返回牌桌
join-start-key = 开始（回车键）
join-start = 开始
join-close-key = 关闭（J）
join-close = 关闭
join-phones-off-button = 关闭手机
join-phones-off-spoken = 关闭手机功能
join-phones-off-short = 关闭
join-phones-on-button = 开启手机
join-phones-on-spoken = 开启手机功能
join-phones-on-short = 开启
# 一部手机请求作为新玩家加入。$name：它请求的名字；$more：其后还有几部手机在等待。
join-question = { $more ->
    [0] { $name } 想要加入
   *[other] { $name } 想要加入（另有 { $more } 人在等待）
}
join-accept = 接受（Y）
# $name：请求的名字（地方不够时会截短）。
join-accept-name = 接受 { $name }（Y）
join-accept-spoken = 接受 { $name }
join-refuse = 拒绝（N）
join-refuse-spoken = 拒绝 { $name }
join-open-room-key = 🔓 开放房间（K）
join-open-room = 开放房间
join-lock-room-key = 🔒 锁定房间（K）
join-lock-room = 锁定房间
join-lock-hint = 锁定的房间不让新手机入座（K）
# 房间状态一行，各部分以 join-summary-separator 连接：
# “🔒 已锁定 · 3 个座位中 1 个用手机 · 1 人观看 · 1 部已屏蔽”。
join-summary-locked = 🔒 已锁定
join-summary-open = 开放
# $held：手机占用的座位数；$seats：座位数。
join-summary-seats = { $seats } 个座位中 { $held } 个用手机
# $n：房间中没有座位的浏览器数。
join-summary-spectators = { $n } 位观众
# $n：等待主持人答复的手机数。
join-summary-waiting = { $n } 人等待
# $n：被主持人屏蔽的手机数。
join-summary-blocked = { $n } 部已屏蔽
# $n：至今输错房间代码的次数。
join-summary-wrong-codes = ⚠ 已输错代码 { $n } 次
join-summary-separator = {" · "}
# 房间状态一览，逐行显示。
join-state-locked = 🔒 已锁定：新手机不能入座（按 K 开放）
join-state-open = 开放：任何有代码的手机都可以坐到空座位上
# $name：最早请求的手机的名字；$more：其后还有几部在等待。
join-state-waiting = { $more ->
    [0] 等待你的答复：{ $name }（Y / N）
   *[other] 等待你的答复：{ $name }（Y / N），另有 { $more } 人
}
# $n：至今输错房间代码的次数（10 次或以上）。
join-state-guessing = ⚠ 已输错房间代码 { $n } 次：可能有人在猜代码。扫描二维码的手机仍然可以进入；所有人入座后请锁定房间（K）。
# $names：被屏蔽的手机原先所占座位的名字，以 join-state-blocked-separator 连接；$n：个数。
join-state-blocked = { $n ->
   *[other] 已屏蔽：{ $names } 的手机
}
join-state-blocked-separator = 、
join-steps = 连接同一 Wi-Fi：扫描二维码，或打开网址并输入房间代码。
join-room-code = 房间代码
# $code：房间代码，字母之间有空格，以便读屏软件逐个读出。
join-room-code-spoken = 房间代码 { $code }
# $url：页面地址；$code：房间代码。
join-qr-spoken = { $url }#{ $code } 的二维码
# $held：手机占用的座位数；$seats：座位数；$spectators：没有座位的浏览器数。
join-seats = { $spectators ->
    [0] 座位：{ $seats } 个中 { $held } 个用手机
   *[other] 座位：{ $seats } 个中 { $held } 个用手机，{ $spectators } 位观众
}
# 座位名字旁边：由谁为它掷骰。
join-seat-phone = 📱 用手机
join-seat-dropped = 手机已断开：可以重新连接
join-seat-keyboard = 本屏幕的键盘
join-free-seat = 空出座位
join-free-seat-hint = 它的手机转为观众；其他手机可以坐到这个座位
# $name：该座位的玩家。
join-free-seat-spoken = 空出 { $name } 的座位
join-block = 屏蔽
join-block-hint = 在手机功能开启期间：它的座位空出，那部手机也不能再回来
# $name：该座位的玩家。
join-block-spoken = 屏蔽 { $name } 的手机
join-block-spectators = 屏蔽 { $n } 位观众
join-block-spectators-hint = 每位观众的手机现在都会被请出；本网络中的手机在手机功能开启期间无法返回，在线的手机只能凭链接返回（新链接可将其拒之门外）
join-link-copied = 链接已复制：请粘贴到通话的聊天中
# $why：系统给出的原因。
join-link-not-copied = 无法复制链接（{ $why }）：链接就在界面上

## 加入界面的在线部分。

# $broker：中转服务器的主机名。
join-online-up = 通过 { $broker } 在线：请把链接粘贴到通话的聊天中。只有这个链接能打开房间；中转服务器只能看到加密的消息。
# $why：online-problem。
join-online-down = ⚠ 在线连接中断：{ $why }。这个网络上的手机仍可继续游戏。
join-online-connecting = 正在连接 { $broker }…
# $state：上面三行之一；$n：未读即丢弃的消息数（10 条或以上）。
join-online-meddling = { $state } ⚠ 已丢弃 { $n } 条伪造或重放的消息（未读取）：有没有链接的人在向房间发送消息。
join-online-qr = 在线链接的二维码
join-online-copy = 复制链接
join-online-copy-hint = 用于粘贴到视频通话的聊天中
join-online-new = 新链接
join-online-new-hint = 新的房间和密钥：已入座的手机保留座位，其他手机需要新链接
join-online-game-key = 游戏密钥 { $print }：通过此链接加入的手机会显示相同的密钥。手机显示其他密钥的链接不属于本局游戏。
join-online-no-clipboard = 没有剪贴板

## 牌桌一角的加入标记。

# 二维码旁边：J 和 K 的作用；锁定时说明已锁定；在线时说明也可在线。
join-badge-hint-locked = 🔒 已锁定 · K 开放
join-badge-hint-online = 也可在线 · J：链接
join-badge-hint = J：加入界面 · K：锁定
# $code：房间代码。
join-badge-code = 代码 { $code }
# 标记显示为一行，从长到短。$lock：locked 或 open；$address：页面地址；$code：房间代码。
join-badge-line-long = { $lock ->
    [locked] 🔒 加入：{ $address } · 代码 { $code } · J
   *[open] 加入：{ $address } · 代码 { $code } · J
}
join-badge-line-short = { $lock ->
    [locked] 🔒 加入：代码 { $code } · J
   *[open] 加入：代码 { $code } · J
}
join-badge-line-code = { $lock ->
    [locked] 🔒 代码 { $code }
   *[open] 代码 { $code }
}
# 读屏软件对标记读出的内容。$address：页面地址；$code：房间代码，逐个字母；
# $lock：locked 或 open。
join-badge-spoken = { $lock ->
    [locked] 用手机加入：{ $address }，房间代码 { $code }；按 J 打开加入界面；房间已锁定，按 K 开放
   *[open] 用手机加入：{ $address }，房间代码 { $code }；按 J 打开加入界面；按 K 锁定房间
}

## 在线，共用屏幕上：通知和连接状态。

# $why：online-error-…。
online-off = 在线功能已关闭：{ $why }
# $why：online-problem。
online-down = 在线连接中断：{ $why }。这个网络上的手机仍可继续游戏。
online-back = 在线连接已恢复
# $why：online-error-…；$seconds：下次尝试前的等待秒数。
online-problem = { $why }；{ $seconds } 秒后重试
# $url：给出的地址，带引号。
online-error-bad-url = { $url } 不是中转服务器地址：请写成 wss://HOST:PORT/PATH（局域网内可用 ws://）
# $host：中转服务器的主机（及端口）；$why：系统、TLS 库或中转服务器自己的原话。
online-error-resolve = 找不到中转服务器 { $host }：没有网络，或名称有误
online-error-connect = 无法连接到中转服务器 { $host }：{ $why }
online-error-tls = 与 { $host } 的安全连接失败：{ $why }
online-error-handshake = { $host } 没有打开 MQTT WebSocket：{ $why }
online-error-refused = 中转服务器拒绝了游戏：{ $why }
online-error-timeout = 中转服务器没有及时响应
online-error-lost = 与中转服务器的连接中断：{ $why }
online-error-malformed = 中转服务器发来的内容不是 MQTT：{ $why }
# $seconds：多长时间没有收到任何内容。
online-error-silent = 与中转服务器的连接中断：{ $seconds } 秒内没有收到中转服务器的任何消息
online-error-closed = 与中转服务器的连接中断：中转服务器关闭了连接
# 中转服务器为何拒绝游戏（接在 online-error-refused 之后）。
online-refused-version = 它不支持 MQTT 3.1.1
online-refused-client-id = 它拒绝了客户端 ID
online-refused-unavailable = 中转服务器不可用
online-refused-credentials = 它要求用户名和密码
online-refused-connection = 它拒绝了连接
online-refused-topics = 它拒绝了房间的主题

## 重新观看已保存的对局：回放控制。

# $file：已保存对局的文件；$shown：当前显示的掷骰；$rolls：对局中的掷骰次数。
watch-where-long = 正在观看 { $file } — 第 { $shown } 次掷骰（共 { $rolls } 次）
watch-where = 第 { $shown }/{ $rolls } 次掷骰
# 每个按钮的文字（带按键），以及窄栏中“播放/暂停”显示的词。
watch-pause = ⏸ 暂停（P）
watch-pause-short = 暂停
watch-play = ▶ 播放（P）
watch-play-short = 播放
watch-to-start = ⏮ 开头（Home）
watch-turn-back = ⏪ 回合（↑键）
watch-roll-back = ◀ 掷骰（←键）
watch-roll-forward = 掷骰 ▶（→键）
watch-turn-forward = 回合 ⏩（↓键）
watch-to-end = 结尾 ⏭（End）
watch-back-long = 返回列表
watch-back = 返回

## 观众：掷骰前的问题、回答与拒绝。
audience-ask-finishes = { $name } 这一轮能到达终点吗？
audience-ask-last = 谁会是最后一名？
audience-ask-straight = { $name } 这一洞能凑成顺子吗？
audience-ask-wins = { $name } 会赢吗？
audience-yes = 会
audience-no = 不会
phones-error-too-late = 太晚了：骰子已经掷出
phones-error-not-in-audience = 加入观众才能回答（玩家不回答）
phones-error-audience-seated = 玩家负责掷骰；没有座位的人都是观众
phones-error-audience-off = 主持人已关闭观众模式
phones-error-bad-answer = 这个回答与问题不符
phones-error-audience-full = 观众已满
