# 规则面板：当前游戏及变体的规则，程序自行裁定的每一点都标注“裁定”。

# 规则中用文字写的小数目；十二以上用数字。
rules-number-word = { $n ->
    [0] 零
    [1] 一
    [2] 两
    [3] 三
    [4] 四
    [5] 五
    [6] 六
    [7] 七
    [8] 八
    [9] 九
    [10] 十
    [11] 十一
    [12] 十二
   *[other] { $n }
}

## 标题。

rules-idea = 游戏概要
rules-slam-number = 满贯点数
rules-turn = 一个回合
rules-exactly = 恰好达到目标分
rules-finishing = 完成
rules-turn-order = 回合顺序（裁定）
rules-end = 游戏结束
rules-who-starts = 谁先开始（裁定）
rules-hole = 一个洞
rules-setting-aside = 留骰
rules-scoring = 一洞的计分
rules-game = 整局游戏

## 满贯骰子。$dice 是用文字写的数目（rules-number-word）。

rules-slam-idea = 一个没有赢家、只有一个输家的聚会游戏。使用{ $dice }个骰子。大家比谁先恰好达到 { $target } 分；最后剩下的玩家就是输家。
rules-slam-number-shared = 开始时掷一个骰子：它的点数就是所有人整局游戏的满贯点数。这个骰子一直放在骰盘旁边的桌面上。
rules-slam-number-per-player = 变体，每位玩家各有一个（裁定）：开始时每位玩家按座位顺序掷出自己的满贯点数。桌面上显示当前回合玩家的满贯点数。
# $single 和 $small 是满贯的名称；$short 比目标分少一个单满贯的分数。
rules-exactly-text = 会让你超过 { $target } 分的{ $single } 或{ $small } 不算：不加分，你的回合结束（爆分）。例：在 { $short } 分时，掷出{ $small } 会结束回合，分数仍为 { $short }；之后再掷出{ $single } 才能完成。
rules-finishing-text = 恰好达到 { $target } 分就安全了：你不再掷骰。玩家完成的先后顺序会被记录下来。
rules-turn-order-text = 由 1 号座位开始；回合按座位顺序轮转，跳过已完成的玩家。
rules-end-text = 当除一人外所有玩家都已完成时，游戏立即结束。剩下的那位就是输家，不会再被要求掷骰。
# 显示满贯点数的骰子个数，以及满贯的名称：“两个 — 小满贯”。
rules-hit = { $dice ->
    [1] 一个
    [2] 两个
    [3] 三个
   *[other] { $dice }个
} — { $slam }
# $single、$small 和 $grand 是 rules-hit。
rules-slam-turn =
    掷出全部{ $dice }个骰子，数一数有几个骰子显示你的满贯点数：
    • 一个都没有：回合结束，分数不变；
    • { $single }：+{ $single_points }，再掷一次；
    • { $small }：+{ $small_points }，再掷一次；
    • { $grand }：你的分数直接变为 { $target }，你完成了。

## 顺子高尔夫。

rules-golf-idea = 用{ $dice }个骰子打高尔夫：总分最低者获胜。每个回合就是一个洞：最多掷 { $rolls } 次，凑成顺子 { $straight }。
rules-who-starts-text =
    1. 每位玩家按座位顺序各掷一个骰子。
    2. 先手玩家：点数最高者。若有多人并列最高，只由他们（按座位顺序）重掷，并看这次重掷中的最高者。
    3. 记分员：在除先手玩家以外的所有人中，取第 1 步点数最低者。若有多人并列，只由他们重掷，并看这次重掷中的最低者；只有一名候选人时无人掷骰。
    之后向左轮转：从先手玩家开始按座位顺序依次进行，循环往复。分数由程序记录；记分员标记只是为了牌桌上的互动。
rules-hole-text = 掷出所有尚未留下的骰子，留下能组成顺子的骰子，再掷其余的骰子。当{ $dice }个点数都已留下，或第 { $rolls } 次掷骰之后，这一洞结束。
# $first、$second 和 $third 是 rules-example。
rules-ordered = 顺序顺子（本局采用）：只有能从 1 起无间断地延续顺子的骰子才会留下。例如已留下 { $aside } 时：掷出 { $first }；掷出 { $second }。首次掷出 { $third }。
# 有 $n 个（$dice，用文字写）骰子重掷。
rules-standard = { $n ->
   *[other] 标准规则：每种尚未留下的点数各留一个骰子；重复的骰子重掷。例：掷出 { $example }，其余{ $dice }个骰子重掷。留骰由程序替你完成：你无需做任何选择。
}
rules-example = { $roll } 时留下 { $kept }
rules-example-nothing = { $roll } 时什么都不留
rules-scoring-first = 第 { $roll_number } 次掷骰成顺子：{ $points } 分。
rules-scoring-roll = 第 { $roll_number } 次掷骰：{ $points } 分。
# $on_roll 是 rules-scoring-first 和每一条 rules-scoring-roll。
rules-scoring-text = { $on_roll }  未完成：每个不属于顺子的骰子计 { $points } 分。
rules-game-text = 共 { $rounds } 轮；每一轮每位玩家各打一个洞。记分卡上有“前九”（第 1–{ $nine } 洞）、“后九”（第 { $in_first }–{ $in_last } 洞）和“总计”三栏。最后一轮结束后总分最低者获胜；总分并列最低者共享胜利（裁定）。
