# 设置界面：选择游戏与骰子。
setup-game = 游戏
setup-dice = 骰子：
setup-dice-thrown = 在屏幕上掷
setup-dice-real = 实体骰子（输入点数）

# 玩家列表
setup-players = 玩家（{ $min }–{ $max } 人），按座位顺序
setup-mark-hint = 标记：{ $mark }
setup-player-who = 玩家 { $n }
setup-move-up = 将 { $who } 上移一个座位
setup-move-down = 将 { $who } 下移一个座位
setup-remove = 移除 { $who }
setup-add-player = + 添加玩家
setup-default-name = 玩家 { $n }

# 变体
setup-slam-number = Slam 数字：
setup-slam-shared = 所有人共用一个
setup-slam-per-player = 每位玩家各一个
setup-holes = 洞数：
setup-holes-suffix = {" "}洞
setup-ordered-straight = 顺序顺子（只能按 1、2、3… 的顺序留骰）

# 手机
setup-phones = 用手机玩
setup-phones-hint = 每位玩家用自己的手机或笔记本电脑掷骰
setup-online = 在线玩
setup-online-hint = 视频通话中的朋友通过中转服务器，用自己的手机掷骰
setup-join-screen = 加入界面 (J)
setup-phones-at = { $url } 代码 { $code } · { $held } 人用手机
setup-phones-at-online = { $url } 代码 { $code } · { $held } 人用手机 · 在线
setup-phones-at-link-down = { $url } 代码 { $code } · { $held } 人用手机 · 在线连接中断

# 按钮
setup-start-keyed = 开始 (Enter)
setup-start = 开始
setup-resume-keyed = 继续 (R)
setup-resume = 继续
setup-history-keyed = 历史 (H)
setup-history = 历史
