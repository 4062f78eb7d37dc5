# 命令行的文字：`party-dice replay`、`odds`、`story`、`history`、`stats`、`print`、`sim`、
# `render-sound` 和 `phone-page` 为人输出的内容，以及它们的错误消息。`--json` 的输出不翻译。
# 选项名（--out、--blank）、文件名、RON 和命令示例保持原样。

## 通用

# 文件的问题，按编译器的写法：$file 是文件，$problem 是问题所在。
cli-file-problem = { $file }: { $problem }
# 设置文件损坏的消息之后，`print` 制作空白记分卡时。
cli-print-default-rules = （记分卡采用默认房规）
# 没有游戏窗口的 `party-dice` 被要求打开窗口。
cli-no-window = 此版本的 party-dice 没有游戏窗口（构建时未启用 `gui` 功能）；请试试 `party-dice --help`

## 选项值的检查（显示在 clap 自己的“invalid value”文字之后）。

# $text 是输入的内容，带引号。
cli-bad-page = { $text } 不是网页地址：请写成 https://HOST/PATH/
# $text 是输入的内容，带引号；$lo 和 $hi 是最小和最大端口。
cli-bad-port = { $text } 既不是 0（任意空闲端口），也不是 { $lo } 到 { $hi } 之间的端口
# $text 是输入的内容，带引号。
cli-bad-size = { $text } 不是 WIDTHxHEIGHT（宽x高）格式
# $text 是输入的一条边，带引号；$lo 和 $hi 是最短和最长的边。
cli-bad-side = { $text } 不是 { $lo } 到 { $hi } 像素之间的边长

## `replay FILE`：游戏记录和最终计分表。

# 第一行：$game 是游戏名称，$players 是玩家名字列表。
cli-replay-heading = { $game } — { $players }
# 最后一行：$finished 为 "yes" 或 "no"；记录的 $dice 个点数中使用了 $used 个。
cli-replay-end = { $finished ->
    [yes] 游戏已结束
   *[no] 游戏未结束
}；已使用 { $dice } 个骰子点数中的 { $used } 个。
# 高尔夫计分表的标题：玩家栏、前九洞、后九洞、总计。
cli-replay-player = 玩家
cli-replay-out = 前九
cli-replay-in = 后九
cli-replay-total = 总计
# 高尔夫玩家一行之后的标记。
cli-replay-first = （先手）
cli-replay-scorekeeper = （记分员）
cli-replay-winner = 获胜
# 满贯骰子的一行：$number 是该玩家的满贯点数，尚未掷出时为 "-"。
cli-replay-slam-number = 满贯点数 { $number }

## `story FILE`：每位玩家的概率，逐次掷骰。

# $game 是游戏名称，$players 是名字列表，$rolls 是掷骰次数，$goal 为 "win"（顺子高尔夫）
# 或 "lose"（满贯骰子：成为输家的概率）。
cli-story-heading = { $game } — { $players }（共 { $rolls } 次掷骰；每位玩家{ $goal ->
    [win] 获胜的概率
   *[lose] 成为输家的概率
}）
# 一位玩家开始时的概率：$name 和 $chance（百分比）。
cli-story-chance = { $name } { $chance }
# 第一次掷骰之前的概率：$chances 是上面各行组成的列表。
cli-story-start = 开始：{ $chances }
cli-story-nothing-rolled = 还没有掷过骰子。
# 观众的一课，每个十分位一行：$from 和 $to 是这一段的界限，$count 个回答中有 $happened 个
# 成真（$rate），$said 是观众平均说的概率，$odds 是精确概率对同样回答给出的值。
cli-story-lesson-bin = { $from }–{ $to }：{ $count } 个中有 { $happened } 个成真（{ $rate }）；观众说 { $said }，概率是 { $odds }
# 观众排行榜下方：名字旁星号的含义。
cli-story-beat = ★ 赢过了概率

## `odds FILE`：记录中的对局当前的概率。

# $game 是游戏名称，$players 是名字列表；$dice 个点数中使用了 $used 个。
cli-odds-heading = { $game } — { $players }（已使用 { $dice } 个骰子点数中的 { $used } 个）
# 概率是如何得出的（在“获胜概率”之后的括号中）。
cli-odds-exact = 精确
# $games 是模拟的局数，$se 是以百分比表示的标准误差。
cli-odds-monte-carlo-se = 蒙特卡洛，{ $games } 局，标准误差 { $se }
cli-odds-monte-carlo = 蒙特卡洛
# 高尔夫玩家已留下的骰子：没有，或 $faces（点数，“2 3 4”）。
cli-odds-nothing-aside = 没有留下骰子
cli-odds-set-aside = 已留下 { $faces }
# $name 在一洞中掷第 $roll_number 次（共 $rolls 次）；$aside 是上面两条之一。
cli-odds-golf-to-roll = 轮到 { $name } 掷骰：第 { $roll_number } 次（共 { $rolls } 次），{ $aside }。
cli-odds-this-hole = 这一洞：
# $chance 的写法与概率面板相同（“6 分之一（16.7%）”）。
cli-odds-straight = 顺子：{ $chance }
# $points 是带符号、两位小数的数字（“+0.25”）。
cli-odds-expected = 期望得分：{ $points }
# $points 是一洞的得分，带符号（“+1”“-3”），$chance 是其概率。
cli-odds-points = { $points } 分：{ $chance }
cli-odds-roll-off = 定先手掷骰：接下来由 { $name } 掷；还没有开始打洞。
cli-odds-over = 游戏已结束。
# $method 是概率的得出方式（“精确”）。
cli-odds-chance-to-win = 获胜概率（{ $method }）：
# $total 是该高尔夫玩家的总分，带符号。
cli-odds-golf-player = { $name }（总分 { $total }）：{ $chance }
cli-odds-next-roll = 下一次掷骰：
# $outcome 是这次掷骰可能的结果（“大满贯”），$chance 是其概率。
cli-odds-outcome = { $outcome }：{ $chance }
# $name 掷骰时有 $score 分，目标分为 $target。
cli-odds-slam-to-roll = 轮到 { $name } 掷骰，现有 { $score } 分（目标 { $target } 分）。
# $name 是尚未掷出满贯点数的玩家。
cli-odds-player-slam-number-to-come = 还有一个满贯点数（{ $name } 的）尚未掷出；所有满贯点数确定之后才给出下一次掷骰的概率。
cli-odds-slam-number-to-come = 还有一个满贯点数尚未掷出；所有满贯点数确定之后才给出下一次掷骰的概率。
cli-odds-finishes-this-turn = { $name } 在本回合完成：{ $chance }
# $method 是概率的得出方式（“精确”）。
cli-odds-chance-to-lose = 成为输家的概率（{ $method }）：
# 满贯骰子玩家的状态，在名字后的括号中：已完成，或 $score/$target。
cli-odds-finished = 已完成
cli-odds-score-of = { $score }/{ $target } 分
# $at 是上面两条之一。
cli-odds-slam-player = { $name }（{ $at }）：{ $chance }

## `print`：写出的 PDF，以及未能写出的原因。

# $file 是 PDF 文件，$what 是 cli-print-filled 或 cli-print-blank，$bytes 是其大小。
cli-print-wrote = 已写入 { $file }：{ $what }，{ $bytes } 字节
cli-print-filled = 已填写的记分卡及其概率时间线
# $players 是空白记分卡的行数。
cli-print-blank = 规则和一张供 { $players } 名玩家使用的空白记分卡
cli-print-needs-out = print 需要 --out FILE.pdf：PDF 的写入位置
cli-print-not-both = print 接受一个对局文件或 --blank，不能两者都给
cli-print-needs-game = print 需要一个已保存的对局（print GAME.ron --out FILE.pdf）或 --blank --game slam-dice|straight-golf
cli-print-blank-options = --game、--players、--rounds 和 --ordered 用于 --blank 空白记分卡：已保存对局的记分卡有它自己的设置
cli-print-blank-needs-game = --blank 需要 --game slam-dice 或 --game straight-golf
cli-print-golf-only = --rounds 和 --ordered 属于顺子高尔夫：满贯骰子的记分卡两者都没有
# $lo 和 $hi 是最少和最多的洞数，$rounds 是所要的洞数。
cli-print-bad-rounds = --rounds 必须在 { $lo } 到 { $hi } 之间，而不是 { $rounds }

## `phone-page --out DIR`

# $file 是写出的页面。
cli-phone-page-written = 手机页面已写入 { $file }
cli-phone-page-serve = 请通过 https 提供该页面，然后把 online.page 设为它的地址
# $dir 是文件夹，$reason 是系统给出的原因。
cli-phone-page-failed = 无法将手机页面写入 { $dir }：{ $reason }

## `render-sound`：写出的 WAV 文件，以及有问题的参数。

cli-sound-needs-values = render-sound 需要骰子点数，例如 --values 3,5,6
cli-sound-needs-out = render-sound 需要一个要写入的文件，例如 --out throw.wav
# $text 是输入的内容，带引号；$most 是一次投掷最多的骰子数。
cli-sound-not-a-value = --values：{ $text } 不是骰子点数；请给出 1 到 { $most } 个点数，例如 3,5,6
# $text 是输入的内容，带引号。
cli-sound-not-a-throw = { $text } 不是一次投掷：请按 SEED:VALUES 的格式给出，例如 7:3,5,6
# $problem 是骰子点数的问题所在。
cli-sound-values-problem = --values：{ $problem }
# $most 是一次投掷最多的骰子数，$n 是给出的个数。
cli-sound-dice-count = --values：一次投掷有 1 到 { $most } 个骰子，而不是 { $n } 个
# $problem 指出未知的音效和已有的音效。
cli-sound-cue-problem = --cue：{ $problem }
# $value 是给出的值，$lo 和 $hi 是允许的范围。
cli-sound-bad-volume = --volume：{ $value } 不在 { $lo } 到 { $hi } 之间
cli-sound-bad-speed = --speed：{ $value } 不在 { $lo } 到 { $hi } 之间
cli-sound-bad-skip = --skip-at：{ $value } 不是以秒为单位的时间（0 或以上）
# 文件无法写入：$problem 说明原因。
cli-sound-failed = render-sound：{ $problem }
# $file 是 WAV 文件，$seconds 是时长，$rate 是采样率，$cues 是其中的音效数，
# $level 是下面两条之一。
cli-sound-wrote = 已写入 { $file }：{ $seconds } 秒，{ $rate } Hz 单声道 16 位，{ $cues } 个音效，{ $level }
cli-sound-silent = 无声
# $db 是最响采样的电平，以低于满刻度的分贝数表示（“-7.1”）。
cli-sound-peak = 峰值 { $db } dBFS

## `history` 和 `stats`：已保存的对局。

# $dir 是历史文件夹。
cli-history-none = { $dir } 中还没有已保存的对局。
# $games 是列出的对局数，$dir 是历史文件夹。
cli-history-heading = { $dir } 中有 { $games } 局已保存的对局，最新的在前：
# 对局结束的时间：$date 是 2025-01-02，$time 是 20:15，均为 UTC。
cli-history-time = { $date } { $time } UTC
cli-history-unknown-time = 未知
# 一局的结果：输家、唯一的获胜者，或获胜者列表（$names）。
cli-history-lost-by = { $name } 输了
cli-history-won-by = { $name } 获胜
cli-history-shared-by = { $names } 并列获胜
# 对局列表的标题。
cli-history-column-finished = 结束时间
cli-history-column-game = 游戏
cli-history-column-players = 玩家
cli-history-column-result = 结果
cli-history-column-file = 文件
# 历史文件夹中不是已保存对局的文件：$files 是个数，$dir 是文件夹。
cli-history-unreadable = { $dir } 中有 { $files } 个无法读取的文件，已原样保留：
# `stats` 表格的列标题（要短：下面是一列列数字）。
cli-stats-column-games = 局数
cli-stats-column-wins = 获胜
cli-stats-column-mean-hole = 平均每洞
cli-stats-column-best-hole = 最佳一洞
cli-stats-column-straights-roll-1 = 首掷顺子
cli-stats-column-losses = 输局
cli-stats-column-single = 单满贯
cli-stats-column-small = 小满贯
cli-stats-column-grand = 大满贯
cli-stats-column-busts = 爆分

## `stats --dice`

# $games 是统计的已保存对局数，$dir 是历史文件夹。
cli-dice-heading = { $dir } 中 { $games } 局已保存对局的骰子
# 六个点数之后的列标题：骰子总数、每个点数的预期骰子数、卡方统计量及其 p 值。
cli-dice-column-dice = 骰子数
cli-dice-column-expected = 预期
cli-dice-column-chi-square = chi²
cli-dice-column-p = p
cli-dice-luck-heading = 运气：实际得分与精确概率的预期得分相比

## `sim`：用指定种子模拟对局，与精确概率对比。

# 进度条的文字：已完成 $total 局中的 $done 局，大约还剩 $seconds 秒。
cli-sim-progress = { $done }/{ $total } 局，还剩 { $seconds } 秒
# $problem 是无法进行模拟的原因。
cli-sim-failed = sim：{ $problem }
# $ordered 为 "yes" 表示顺序顺子变体；在 $games 局、每局 $players 名玩家、$rounds 轮中
# 共打了 $holes 洞；$seed 是骰子的种子。
cli-sim-golf-heading = { game-straight-golf }，{ $ordered ->
    [yes] 顺序顺子
   *[no] 标准规则
}：{ $holes } 洞（{ $games } 局 × { $players } 名玩家 × { $rounds } 轮），种子 { $seed }
# $players 名玩家，$mode 为 "shared" 或 "per-player"（满贯点数），目标分 $target，
# $games 局，$seed 是骰子的种子。
cli-sim-slam-heading = { game-slam-dice }，{ $players } 名玩家，{ $mode ->
    [per-player] 每人各自的满贯点数
   *[shared] 共用一个满贯点数
}，目标 { $target } 分：{ $games } 局，种子 { $seed }
# 表格的列标题：一洞的得分、精确概率、模拟所得的比例，以及两者之差（以标准误差计）。
cli-sim-column-score = 得分
cli-sim-column-exact = 精确
cli-sim-column-monte-carlo = 蒙特卡洛
cli-sim-column-diff = 差/标准误差
# 平均每洞得分的一行。
cli-sim-mean = 平均
# 满贯骰子表格的各行；$seat 从 1 开始计数。
cli-sim-finish-from-zero = 从 0 分起在一个回合内完成
cli-sim-seat-loser = { $seat } 号座位是输家
cli-sim-rolls-per-game = 每局掷骰次数
cli-sim-turns-per-game = 每局回合数

## 历史文件夹：某个文件为何不是已保存的对局，以及某局为何无法保存
## （终端和窗口中的历史）。

history-error-folder-not-game = 这是文件夹，不是对局文件
history-error-not-regular = 不是普通文件
# 记录的 $dice 个点数中使用了 $used 个，对局尚未结束。
history-error-not-finished = 对局尚未结束（已使用 { $dice } 个骰子点数中的 { $used } 个）
# $dir 是历史文件夹，$reason 是系统给出的原因。
history-error-cannot-read-folder = 无法读取 { $dir }：{ $reason }
# $reason 是系统给出的原因。
history-error-cannot-read = 无法读取：{ $reason }
# $reason 是玩家或房规的问题所在。
history-error-cannot-keep = 无法保存该对局：{ $reason }
history-error-keep-not-finished = 对局尚未结束（重放 { $dice } 个骰子点数中的 { $used } 个之后，对局仍未结束）
history-error-encode = 无法将对局写成 RON：{ $reason }
history-error-make-folder = 无法创建历史文件夹 { $dir }：{ $reason }
# $file 是已保存对局的文件。
history-error-exists = { $file } 中已保存了另一局对局；已原样保留
history-error-write = 无法写入 { $file }：{ $reason }

## 无法读取的对局记录（replay、odds、story、print FILE）。

# 问题及其在文件中的位置：$line 和 $col 从 1 开始计数。
record-detail-at = 第 { $line } 行，第 { $col } 列：{ $problem }
record-too-large = 文件大小为 { $bytes } 字节；对局记录最多 { $cap } 字节
# $why 是系统给出的原因。
record-cannot-read = 无法读取：{ $why }
# $offset 是文本不再是 UTF-8 的字节位置。
record-not-text = 不是文本文件（第 { $offset } 字节处的 UTF-8 无效）
record-empty = 文件为空；应为类似 (game: SlamDice, players: [..], dice: [..]) 的对局记录
# $problem 是读取器对未知名称的说法；括号中的名称是 RON 的，不翻译。
record-unknown-variant = { $problem }（游戏：SlamDice、StraightGolf；slam_number：Shared、PerPlayer）
