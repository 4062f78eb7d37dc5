# 窗口的菜单（Esc）：显示设置。
menu-display = 显示
menu-language = 语言：
menu-ui-scale = 界面大小
menu-animation-speed = 动画速度
menu-reduced-motion = 减少动态效果（骰子直接静止出现，不翻滚）
menu-fullscreen = 全屏（F11）
menu-theme = 主题：
menu-theme-dark = 深色
menu-theme-light = 浅色
menu-theme-high-contrast = 高对比度
menu-graphics = 图形：
menu-graphics-auto = 自动
menu-graphics-auto-hint = 无显卡时为低，否则为高
menu-graphics-low = 低
menu-graphics-high = 高
menu-odds-panel = 概率面板（O）
menu-audience = 观众用手机一起猜
menu-audience-hint = 没有座位的手机在每次掷骰前回答一个问题，并与精确概率比分；桌旁显示排行榜。

## 高尔夫记分卡的合计栏，以及统计表的列标题。

# 高尔夫记分卡上的前九洞、后九洞与总计。
card-out = 前九
card-in = 后九
card-total = 总计
# $column 是列的键。
stat-column = { $column ->
    [name] 玩家
    [golf-games] 高尔夫局数
    [golf-wins] 获胜
    [mean-hole] 平均每洞
    [best-hole] 最佳一洞
    [straights-roll-1] 首掷顺子
    [slam-games] 满贯局数
    [slam-losses] 输局
    [single] 单满贯
    [small] 小满贯
    [grand] 大满贯
    [busts] 爆分
    [golf-luck] 高尔夫运气
   *[slam-luck] 满贯运气
}
# 座位的标记，按其形状的键。
mark-name = { $shape ->
    [circle] 圆形
    [square] 正方形
    [triangle] 三角形
    [star] 星形
    [bar] 横条
    [hexagon] 六边形
    [pentagon] 五边形
   *[cross] 十字
}
# 座位骰子的质感，按其键。
finish-name = { $finish ->
    [pearl] 珠光
    [marble] 大理石纹
    [metal] 金属
   *[solid] 纯色
}

## 读屏软件为记分卡的格子、平铺显示的骰子和标记读出的内容；
## 各部分用 `list-separator` 连接。

# 高尔夫得分：$sign 为 plus、minus 或 zero；$points 不带符号。
spoken-points = { $sign ->
    [plus] 正 { $points }
    [minus] 负 { $points }
   *[zero] { $points }
}
spoken-total = 总分 { $points }
spoken-hole = 第 { $hole } 洞
# $holes 是合计栏的标题（前九、后九、19–27）。
spoken-nine = { $holes }洞
spoken-playing-now = 正在打
spoken-not-played = 未打
spoken-score-of = { $score } 分，目标 { $target } 分
spoken-slam-number = 满贯点数 { $face }
# $place 是序数（“第 1 位”）。
spoken-safe = 安全，{ $place }完成
spoken-loser = 输家
spoken-to-roll = 轮到掷骰
spoken-set-aside = 已留下
spoken-slam-hit = 满贯命中
spoken-mark = { $player } 的标记：{ $mark }

## 菜单（Esc）：框架、声音和游戏设置。

menu-title = 菜单与设置
# 窗口太窄、放不下长标题时的标题。
menu-title-short = 菜单
# $path 是设置文件。
menu-saved-to = 已保存到 { $path }
menu-close = 关闭（Esc）
menu-new-game = 新游戏 / 开局
menu-rules = 规则（F1）
menu-quit = 退出
menu-notices = 通知
menu-sound = 声音
menu-volume = 音量
menu-muted = 静音
menu-game-and-variants = 游戏与变体
menu-next-game = 此处的更改从下一局起生效。
# 游戏名称，后接其变体。
menu-game-label = { $game }：
menu-slam-shared = 共用一个满贯点数
menu-slam-per-player = 每人各一个
# 可拖动调整的数字之前。
menu-target-prefix = 目标{" "}
menu-single-prefix = 单满贯 +
menu-small-prefix = 小满贯 +
# 可拖动调整的数字之后（$n 是该数字）。
menu-holes-suffix = { $n ->
   *[other] {" "}洞
}
menu-rolls-suffix = { $n ->
   *[other] {" "}次/洞
}
menu-ordered-straight = 顺序顺子
# $problem 说明变体哪里有问题。
menu-not-saved = ⚠ { $problem } — 修正之前不会保存
menu-players-on-setup = 玩家的名字和座位在开局界面中设定。

## 游戏结束页。

game-over-title = 游戏结束
game-over-luck = 运气
game-over-play-again = 再玩一局（回车键）
game-over-play-again-short = 再玩一局
game-over-new-setup = 重新开局
game-over-working-out = 正在整理这局游戏的经过…
print-card-button = 打印记分卡
print-card-hint = 将记分卡、结果及其时间线存为 PDF

## 已保存对局的历史（开局界面的“历史”按钮）。

history-title = 历史
history-tab-games = 对局
history-tab-stats = 统计
history-tab-dice = 骰子
history-reading = 正在读取已保存的对局…
history-back = ◀ 返回开局界面
history-back-short = ◀ 返回
history-none = 还没有已结束的对局：每局打完的游戏都会保存在这里。
history-column = { $column ->
    [finished] 结束时间
    [game] 游戏
    [players] 玩家
   *[result] 结果
}
# 对局结束的时间：$day 是日期（2025-01-02），$time 是时间（20:00:00），均为 UTC。
history-when = { $day } { $time } UTC
# 高尔夫对局的获胜者，名字连在一起（共 $count 人）。
history-won-by = { $count ->
    [1] { $names } 获胜
   *[other] { $names } 并列获胜
}
history-lost = { $name } 输了
history-watch = ▶ 观看
history-print = 打印
history-no-stats = 还没有统计数据。

## 规则面板（F1）、概率面板（O）和历史中的“骰子”标签页。

# $game 是游戏名称。
rules-panel-title = 规则 — { $game }
rules-panel-close = 关闭（F1）
odds-panel-title = 概率（O）
odds-panel-updating = 更新中…
odds-panel-working = 正在计算…
dice-tab-luck = 运气：实际得分与精确概率的预期得分相比
dice-tab-no-game = 还没有打完的对局。
# 一组统计的标题：谁的骰子、哪种骰子（$source）、多少个（$dice，“60 个骰子”）。
dice-tab-tally = { $who } · { $source } · { $dice }
# 统计检验：每个点数的预期次数、卡方统计量及其 p 值。
dice-tab-test = 每面预期 { $expected } 次 · χ² { $chi2 } · p { $p }
# 统计中画出的一个骰子，供读屏软件读出。
dice-tab-face = { $face } 点
# 柱状图，供读屏软件读出：$counts 是各点数的次数，连在一起。
dice-tab-spoken = 各点数出现次数 { $counts }，预期各 { $expected } 次
# 概率时间线上标出当前显示的那次掷骰的线。
chart-on-show = 当前显示

## 共享屏幕上的观众。

hud-audience-title = 观众 · { $n } 人参与
hud-audience-joined = { $n } 名观众：从下一次掷骰起回答计分
hud-audience-odds = 概率：{ $points }
hud-audience-lesson = 这一课
hud-audience-block = 屏蔽 { $name }（手机功能开启期间）
game-over-calibration = 这一课：观众说……时，实际发生了多少次
game-over-calibration-legend = 柱：按观众所说的把握（左 0%，右 100%；下方为回答数），这些回答实际成真的比例。斜线：所说与发生一致。圆点：精确概率对同样回答的判断。
