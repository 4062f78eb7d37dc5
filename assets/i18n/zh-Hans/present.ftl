# 游戏记录与大标题。

## 游戏记录：每次掷骰或通报一行（记录面板、`party-dice replay FILE`）。

# 一次掷骰，按其用途。
log-rolled-slam-number = { $name } 为满贯点数掷出 { $roll }
log-rolled-slam-turn = { $name } 掷出 { $roll }
log-rolled-roll-off = { $name } 在定先手掷骰中掷出 { $roll }
log-rolled-tie-break = { $name } 掷出 { $roll } 以打破平局
log-rolled-hole = { $name } 掷出 { $roll }（第 { $hole } 洞，第 { $roll_number } 次掷骰）
# 一局结束。
log-game-over-loser = 游戏结束：{ $name } 是输家
log-game-over-winners = 游戏结束：{ $winners }
# 记录中多个获胜者名字之间。
log-names-joiner = {" "}和{" "}
# 满贯骰子：满贯点数，以及一次掷骰的结果（接在掷骰之后）。
log-slam-number = 满贯点数是 { $face }
log-player-slam-number = { $name } 的满贯点数是 { $face }
log-no-slam = {" "}— 没有满贯，回合结束
log-slam = {" "}— { $slam }，+{ $points } → { $score }
log-bust = {" "}— { $slam } 会超过目标分：爆分，保持 { $score } 分
log-safe = { $name } 安全了（{ $place }完成）
# 顺子高尔夫：定先手、记分员、一次掷骰留下的骰子，以及一洞的得分。
log-tie-highest = { $names } 并列最高：由他们重掷
log-tie-lowest = { $names } 并列最低：由他们重掷
log-goes-first = { $name } 先手
log-keeps-score = { $name } 担任记分员
log-set-aside-nothing = 没有留下骰子
log-set-aside = 留下 { $faces }（{ $total }/{ $dice }）
log-straight-on-roll = 第 { $roll_number } 次掷骰成顺子
log-dice-short = 差 { $n } 个骰子
log-hole-scored = { $name } 在第 { $hole } 洞得 { $points } 分（{ $how }），总分 { $total }

## 大标题：每次掷骰后屏幕中央的大字消息。

headline-slam-number = 满贯点数 { $face }
headline-slam-number-detail = 掷出它就能得分
headline-player-slam-number = { $name }：满贯点数 { $face }
headline-loses = { $name } 输了！
headline-last-left = 最后剩下的一位
# $winners 是 `winners` 短语。
headline-winners = { $winners }！
headline-lowest-total = 总分最低
# 大标题中多个获胜者名字之间。
headline-names-joiner = 、
headline-grand-slam = 大满贯！
headline-grand-slam-detail = { $name } 直接达到目标分
# $slam 是满贯的名称（“小满贯”）。
headline-slam = { $slam }！
headline-slam-detail = { $name } +{ $points } → { $score }
headline-bust = 爆分
headline-bust-detail = { $name }：{ $slam } 会超过目标分 — 保持 { $score } 分
headline-safe = { $name } 安全了！
# $place 是序数（“第 1 位”）。
headline-safe-detail = { $place }完成
# 第一次掷骰就成顺子：$points 带符号（“−3”）。
headline-straight-first = 顺子！{ $points }
headline-straight = 第 { $roll_number } 次掷骰成顺子：{ $points }
# 一洞没有成顺子：差 $n 个骰子，$points 带符号。
headline-missed = 差 { $n } 个：{ $points }

## 桌面上方的横幅：接下来谁做什么，先是完整形式，然后是窄窗口用的简短与最简形式
## （保留名字和数字）。

banner-slam-number = 掷骰决定满贯点数
banner-player-slam-number = { $name } — 掷出你的满贯点数
banner-turn = 轮到 { $name }
banner-keep-going = { $name } — 第 { $roll_number } 次掷骰，继续！
banner-roll-off = { $name } — 掷骰决定谁先开始
banner-tie-break = { $name } — 再掷一次以打破平局
banner-hole = { $name } — 第 { $hole } 洞，第 { $roll_number } 次掷骰（共 { $rolls } 次）
banner-over = 游戏结束
banner-short-slam-number = 满贯点数
banner-shortest-slam-number = 满贯点数
banner-short-player-slam-number = { $name } · 满贯点数
banner-shortest-player-slam-number = { $name } · 满贯点数
banner-short-roll = { $name } · 第 { $roll_number } 掷
banner-shortest-roll = { $name } · { $roll_number }
banner-short-roll-off = { $name } · 定先手
banner-short-hole = { $name } · 第 { $hole } 洞 · 第 { $roll_number }/{ $rolls } 掷
banner-shortest-hole = { $name } · { $hole } · { $roll_number }/{ $rolls }
banner-shortest-over = 结束

## 游戏结束的标题，以及计分表上每个座位的状态。

verdict-loser = { $name } 是输家！
# $place 是序数（“第 1 位”）。
status-safe = 安全 — { $place }
status-loser = 输家
badge-plays-first = 先手
badge-keeps-score = 记分员
# 满贯骰子的房规，一行，用于设置界面。
slam-summary = 比谁先恰好达到 { $target } 分：单满贯 +{ $single }，小满贯 +{ $small }，大满贯 直接完成。

## 输入实体骰子：输入框的提示，以及按键为何没有输入。

entry-prompt = 输入掷出的 { $n } 个骰子的点数：
entry-full = 这次掷骰只需 { $n } 个骰子；按退格键删除最后一个
entry-missing = 按回车键之前还需输入 { $n } 个骰子（1 到 6）
entry-not-a-face = 骰子的点数是 1 到 6：请输入 1、2、3、4、5 或 6

## 无法完成的操作的提示，附原因（$why）。

refusal-start = 无法开始：{ $why }
refusal-roll = 无法掷骰：{ $why }
refusal-play-roll = 无法采用这次掷骰：{ $why }
refusal-show = 无法显示 { $file }：{ $why }

## 历史列表：一局已保存对局的玩家和结果，以及不是已保存对局的文件。

kept-players-result = { $names } — { $result }
kept-players-more-result = { $names } 及另外 { $more } 人 — { $result }
unreadable-file-why = ⚠ { $file } 不是已保存的对局：{ $why }
unreadable-file = ⚠ { $file } 不是已保存的对局
unreadable-files-count = ⚠ { $n } 个文件不是已保存的对局
unreadable-files-named = ⚠ { $n } 个文件不是已保存的对局：{ $files }

## 菜单中的声音一行：为什么没有声音。

sound-no-device-server = 未找到音频设备：游戏将静音进行。声音需要 PulseAudio 或 PipeWire 声音服务器；只有 ALSA 而没有声音服务器时，请参阅 README。
sound-no-device = 未找到音频设备：游戏将静音进行。
sound-not-built = 此版本不含声音：Party Dice 在 Linux、Windows 和 macOS 上才有声音。

## 用文字表示的概率：“216 分之一（0.46%）”，以及概率面板的读数。

chance-never = 不可能
chance-certain = 必然
# $n 已按本语言的数字写法写好（“216”“6.0”）。
chance-one-in = { $n } 分之一
# $least 是显示的最小百分比（“0.01%”）。
chance-under = 低于 { $least }
chance-with-percent = { $said }（{ $percent }）
outcome-bust = 爆分
outcome-no-hit = 没有命中
# $method 为 "exact"（精确）或 "estimated"（抽样估计）。
odds-chance-to-win = { $method ->
    [estimated] 获胜概率（估计）
   *[exact] 获胜概率
}
odds-chance-to-lose = { $method ->
    [estimated] 成为输家的概率（估计）
   *[exact] 成为输家的概率
}
odds-hole-title = { $name } 的这一洞，第 { $roll_number } 次掷骰
odds-straight = 本洞成顺子
odds-straight-says = { $name } 有 { $percent } 的概率完成顺子
odds-expected = 期望得分
odds-expected-says = { $name } 在这一洞平均得 { $points } 分
odds-win-says = { $name } 有 { $percent } 的概率成为获胜者之一
odds-finish = 本回合完成
odds-finish-says = { $name } 有 { $percent } 的概率在本回合完成
odds-next-rolls-says = { $name } 下一次掷骰出现此结果的概率为 { $percent }
odds-loser-says = { $name } 有 { $percent } 的概率成为输家

## 用文字表示的概率时间线：一次掷骰的结果、发生的位置、悬停文字、最大的转折，
## 以及读屏软件为图表读出的内容。

story-straight = 顺子
# $slam 是满贯的名称。
story-slam-safe = { $slam }，安全
story-bust = 爆分
story-no-slam = 没有满贯
story-slam-number = 满贯点数 { $face }
story-rolled = 掷出 { $roll }
# 一次掷骰发生的位置；$case 在句首为 "start"，否则为 "inner"（中文两者相同）。
story-at-hole = { $case ->
    [start] 第 { $hole } 洞，{ $name } 的第 { $roll_number } 次掷骰
   *[inner] 第 { $hole } 洞，{ $name } 的第 { $roll_number } 次掷骰
}
story-at-turn = { $case ->
    [start] 第 { $turn } 回合，{ $name } 的第 { $roll_number } 次掷骰
   *[inner] 第 { $turn } 回合，{ $name } 的第 { $roll_number } 次掷骰
}
story-at-roll-off = { $case ->
    [start] 定先手掷骰，{ $name } 的骰子
   *[inner] 定先手掷骰，{ $name } 的骰子
}
story-at-shared-slam-number = { $case ->
    [start] 满贯点数骰子
   *[inner] 满贯点数骰子
}
story-at-slam-number = { $name } 的满贯点数骰子
# “第 14 洞，Cy 的第 1 次掷骰：顺子 — Cy 12% → 61%”。
story-hover = { $place }：{ $what } — { $name } { $before } → { $after }
# $goal 为 "win"（顺子高尔夫）或 "lose"（满贯骰子：成为输家的概率）。
story-swing = { $goal ->
    [lose] 最大的转折：{ $place }（{ $what }）使 { $name } 成为输家的概率从 { $from } 变为 { $to }。
   *[win] 最大的转折：{ $place }（{ $what }）使 { $name } 获胜的概率从 { $from } 变为 { $to }。
}
story-chart-before = 第一次掷骰之前
story-chart-after = 第 { $roll_number } 次掷骰之后
story-chart-stands = { $name } { $percent }
# $chart 是图表标题；“……，共 142 次掷骰；第 40 次掷骰之后：Ann 20%、Ben 80%。”
story-chart-spoken = { $chart }，共 { $rolls } 次掷骰；{ $when }：{ $standing }。

## 骰子标签页：骰子看起来是否公平，以及每位玩家的运气。

dice-source-thrown = 屏幕上掷出的骰子
dice-source-real = 输入的实体骰子
dice-none-thrown = 还没有在屏幕上掷过骰子。
dice-none-real = 还没有输入过实体骰子。
dice-all-players = 所有玩家
# $n 用于选择复数；$count 是同一个数字的易读写法（“4 212”）。
dice-too-few = { $n ->
   *[other] 目前只有 { $count } 个骰子：太少，无法判断骰子是否公平（需要 { $needed } 个）。
}
# $least 是显示的最小百分比（“0.01%”）。
dice-less-than = 不到 { $least }
dice-only = 仅为 { $percent }
# $how_often 是 dice-less-than 或 dice-only。
dice-loaded = { $n ->
   *[other] 公平的骰子出现这样或更不均匀的分布，概率{ $how_often }：这 { $count } 个骰子可能灌了铅。
}
dice-fair = { $n ->
   *[other] 这 { $count } 个骰子看起来是公平的：公平的骰子出现这样或更不均匀的分布，概率为 { $percent }。
}
# “Ann 在 9 个洞中得 -5 分，而按概率预期为 +3.2 分”。
luck-golf-scored = { $name } 在 { $holes } 个洞中得 { $points } 分，而按概率预期为 { $expected } 分
# “Hal 在 7 个回合中得 9 分，而按概率预期为 12.0 分”。
luck-slam-scored = { $name } 在 { $turns } 个回合中得 { $points } 分，而按概率预期为 { $expected } 分
luck-even = 与概率预期完全一致
luck-good = 运气好了 { $points } 分
luck-bad = 运气差了 { $points } 分
# $scored 是 luck-golf-scored 或 luck-slam-scored，$verdict 是 luck-even、-good 或 -bad。
luck-line = { $scored }：{ $verdict }。
# 统计中的一行运气，接在游戏名称之后。
luck-game-line = { $game }：{ $line }
