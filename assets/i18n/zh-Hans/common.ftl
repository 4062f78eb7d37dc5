# 整个程序共用的词语。

language-autonym = 简体中文
dice-count = { $n } 个骰子
language-auto = 自动（{ $language }）

# 顺序中的位置：“第 1 位”“第 2 位”（中文序数不分类别；单独出现时也是完整的说法，如先手标记）。
ordinal = 第 { $n } 位
# 一局的获胜者，名字连在一起：“Ann 获胜”“Ann 和 Ben 并列获胜”（$count 为人数）。
winners = { $count ->
    [1] { $names } 获胜
   *[other] { $names } 并列获胜
}
# 名字或文件列表中各项之间的分隔符。
list-separator = 、
# 游戏名称。
game-slam-dice = 满贯骰子
game-straight-golf = 顺子高尔夫
# 满贯的名称，按显示满贯点数的骰子个数而定。
slam-single = 单满贯
slam-small = 小满贯
slam-grand = 大满贯
# 日期（$year、$month、$day 为数字，补零）。
date = { $year }年{ $month }月{ $day }日
