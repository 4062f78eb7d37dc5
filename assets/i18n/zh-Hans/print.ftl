# 打印的记分卡和玩法说明（以及图表页）。

paper-player = 玩家
paper-slam-number = 满贯点数
paper-score = 得分
paper-place = 名次
paper-date = 日期
paper-scorekeeper = 记分员
paper-first-player = 先手玩家
paper-sheet-title = { $game } — 玩法说明
paper-card-title = { $game } — 记分卡
paper-slam-number-shared = 所有人共用一个满贯点数。
paper-slam-number-per-player = 每位玩家各自掷出自己的满贯点数。
# $summary 是一行满贯骰子房规，$numbers 是上面两句之一。
paper-slam-house-rules = { $summary }{ $numbers }
# $order 为 "ordered"（顺序顺子）或 "any"。
paper-golf-house-rules = 共 { $holes } 洞，每洞最多掷 { $rolls } 次，{ $order ->
        [ordered] 顺子须从 1 起按顺序完成
       *[any] 顺子不限顺序
    }。
# $day 是日期（2025-01-02），$from、$to 和 $at 是时间（20:00），均为 UTC。
paper-played = 对局时间：{ $day }，{ $from } 至 { $to }（UTC）
paper-finished = 结束于 { $day } { $at }（UTC）
paper-started = 开始于 { $day } { $at }（UTC）
paper-roll-off = { $first } 先手；{ $keeper } 记分。
paper-unfinished = 尚未结束
paper-footer = 由 Party Dice 打印：规则及其措辞与规则面板完全相同。
chart-title-win = 各玩家获胜概率随掷骰的变化
chart-title-lose = 各玩家成为输家的概率随掷骰的变化
# 图表各段代表什么。
chart-unit-hole = 洞
chart-unit-turn = 回合
# 图表的坐标轴，位于右端下方：$unit 是 chart-unit-hole 或 chart-unit-turn。
chart-axis = { $unit } →
# 空白记分卡上填写栏之前的标签：$label 是 paper-date、paper-first-player、
# paper-scorekeeper 或 paper-slam-number。
paper-blank-field = { $label }：
# 已填写的满贯骰子记分卡上：$number 是所有人共用的满贯点数。
paper-slam-number-drawn = 满贯点数：{ $number }
# 记分卡座位数不对：$lo 和 $hi 是一张记分卡可容纳的最少和最多玩家数，$players 是要求的人数。
print-error-players = 一张记分卡可容纳 { $lo } 到 { $hi } 名玩家，而不是 { $players } 名
# 字体无法嵌入 PDF：$font 是其 PostScript 名称（LiberationSans-Bold），$why 是原因（字体库的英文）。
print-error-font = 无法嵌入字体 { $font }：{ $why }
# 无法写入 PDF：$path 是文件或文件夹，$why 是系统给出的原因。
print-error-write = 无法写入 { $path }：{ $why }
# 命令行的 --paper 收到了其他内容：$text 是输入的内容。
print-paper-unknown = “{ $text }”不是纸张尺寸：请使用 a4 或 letter
# 记分卡写好后窗口中的提示：$path 是 PDF 文件。
print-done = 记分卡已打印到 { $path }
# 未能打印时窗口中的提示：$why 是某条 print-error 消息（或对局文件的问题）。
print-failed = 无法打印记分卡：{ $why }
print-no-folder = 无法打印记分卡：没有可写入的文件夹。
# 打印的记分卡含有本机所有字体都没有的字符时（打印为“?”）提示一次：$chars 是这些字符，
# 以空格分隔；$count 是字符个数。
print-missing-glyphs = { $count ->
       *[other] 这台电脑上没有任何字体包含字符 { $chars }：记分卡会将其打印为“?”。安装包含这些字符的字体（在 Linux 上为 fonts-noto 软件包）即可正常打印。
    }
paper-mark-finish = { $mark }，{ $finish }
