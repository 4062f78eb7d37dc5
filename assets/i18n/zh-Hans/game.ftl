# 设置界面：选择游戏与骰子。
setup-game = 游戏
setup-dice = 骰子：
setup-dice-thrown = 在屏幕上掷
setup-dice-real = 实体骰子（输入点数）

# 玩家列表
setup-players = 玩家（{ $min }–{ $max } 人），按座位顺序
setup-mark-hint = 标记：{ $mark }
setup-finish-hint = { $who } 的骰子：{ $finish }（点击换下一种质感）
setup-player-who = 玩家 { $n }
setup-move-up = 将 { $who } 上移一个座位
setup-move-down = 将 { $who } 下移一个座位
setup-remove = 移除 { $who }
setup-add-player = + 添加玩家
setup-default-name = 玩家 { $n }

# 变体
setup-slam-number = 满贯点数：
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
setup-join-screen = 加入界面（J）
setup-phones-at = { $url } 代码 { $code } · { $held } 人用手机
setup-phones-at-online = { $url } 代码 { $code } · { $held } 人用手机 · 在线
setup-phones-at-link-down = { $url } 代码 { $code } · { $held } 人用手机 · 在线连接中断

# 按钮
setup-start-keyed = 开始（回车键）
setup-start = 开始
setup-resume-keyed = 继续（R）
setup-resume = 继续
setup-history-keyed = 历史（H）
setup-history = 历史
# 设置界面：设置中的问题，显示在下方（$problem 说明问题所在）。
setup-problem = ⚠ { $problem }
# 卡片太窄、“开始”按钮上放不下按键时的提示：按键名。
setup-start-hint = 回车键

## 游戏界面的横幅：主按钮，横幅宽时带按键，窄时不带。

hud-roll-keyed = 🎲 掷骰（空格键）
hud-roll = 🎲 掷骰
hud-confirm-keyed = ✔ 确认骰子（回车键）
hud-confirm = ✔ 确认
# 观看已保存的对局：下一次掷骰。
hud-next-roll-keyed = ▶ 下一次掷骰（→键）
hud-next-roll = ▶ 下一次
# 骰子在空中时：让它们立即落下。
hud-skip-keyed = ⏩ 跳过（空格键）
hud-skip = ⏩ 跳过
# 显示一次掷骰的结果时：立即进入下一个回合。
hud-continue-keyed = 继续（空格键）
hud-continue = 继续

## 横幅上的其他按钮，带按键和不带按键。

hud-menu-keyed = ☰ 菜单（Esc）
hud-menu = ☰ 菜单
hud-rules-keyed = 规则（F1）
hud-rules = 规则
hud-odds-keyed = 概率（O）
hud-odds = 概率
hud-log-keyed = 记录（L）
hud-log = 记录

# 平铺显示的上一次掷骰旁边：某些骰子周围的圆圈是什么意思。
hud-ringed-note = 带圈：已留下或命中满贯点数
# 游戏记录面板的标题。
hud-game-log = 游戏记录（L）

## 计分表。

# 高尔夫记分卡名字栏上方的标题。
sheet-player = 玩家
# 满贯骰子玩家的满贯点数（$number 是骰子点数，尚未掷出时为 –）。
sheet-slam-number = 满贯点数 { $number }
# 满贯骰子玩家的分数条中：分数与目标分。
sheet-score-of = { $score } / { $target }

## 实体骰子：输入桌上掷出点数的一行。

# 点数按钮的提示：$value 是点数，也是它的按键。
dice-entry-face-hint = { $value }（按键 { $value }）
# 点数按钮，供读屏软件读出。
dice-entry-type = 输入 { $value }
dice-entry-backspace = 退格
# 确认输入的点数。
dice-entry-ok = ✔ 确定

## 通知：窗口边缘的一行。

# $text 是通知内容；$more 是其后还有几条在等待。
notice-line = { $more ->
    [0] ⚠ { $text }
   *[other] ⚠（+{ $more }）{ $text }
}
# 设置文件无法写入；$why 是系统给出的原因。
notice-settings-not-saved = 设置未保存：{ $why }
# 每次运行提示一次：有些玩家的名字含有本机所有字体都没有的字符，显示为方框。
# $names 是这些玩家的名字，连在一起；$count 是人数。
font-missing-glyphs = { $count ->
   *[other] { $names } 的名字中有些字符在这台电脑的所有字体中都没有，显示为方框。安装相应文字的字体（Noto Sans 涵盖大多数文字）即可正常显示。
}


## 保存的对局为何无法继续，或下一次掷骰为何无法进行（接在“无法掷骰：”之类的文字之后）。

game-resume-no-seed = 保存的对局没有随机种子，因此无法继续
# 文件中有 $saved 个点数；其中 $used 个适用于这局游戏。
game-resume-extra-dice = 保存的对局有 { $saved } 个骰子点数，但只有 { $used } 个适用于这局游戏
game-roll-in-flight = 骰子还在空中
# 实体骰子：这次掷骰需要 $needed 个点数，而输入了 $given 个。
game-roll-wrong-count = 这次掷骰需要 { $needed } 个骰子点数，而不是 { $given } 个
# 这次掷骰需要 $needed 个骰子；$free 个尚未留下。
game-roll-too-few-dice = 这次掷骰需要 { $needed } 个骰子，但只有 { $free } 个可掷

## 手机，从主持人的键盘操作。

# 主持人拒绝了 $name 的手机，它请求作为新玩家加入。
game-join-refused = 未添加 { $name }
game-room-locked = 房间已锁定：不接受新手机（按 K 开放）
game-room-open = 房间已向新手机开放

## 自动存档。$why 是原因（通常是系统的原话），$dir 是文件夹，$file 是文件。

autosave-encode = 无法保存对局：{ $why }
autosave-directory = 无法在 { $dir } 中保存对局：{ $why }
autosave-write = 无法将对局保存到 { $file }：{ $why }
autosave-history = 已结束的对局无法存入历史（{ $why }）；它仍保留在自动存档中
# 保存的对局为何无法继续，用在 autosave-unusable 等消息中。
autosave-no-seed = 它没有随机种子
autosave-unusable = 无法继续保存的对局：{ $why }
# 它已被移到一旁，另存为 $file。
autosave-set-aside = 无法继续保存的对局（{ $why }）；它已另存为 { $file }
# $error 是无法移走它的原因。
autosave-not-moved = 无法继续保存的对局（{ $why }），也无法将它移到一旁：{ $error }

## 声音，按 render-sound 命令中的名称。

# $name 是所要的名称，带引号；$names 是所有桌面音效的名称（不翻译：它们要在命令行中输入）。
sound-cue-unknown = 没有名为 { $name } 的桌面音效；可用的名称有：{ $names }
sound-wav-too-long = { $samples } 个采样无法放入一个 WAV 文件

## 在命令行上启动窗口（接在“party-dice: ”之后）。

app-no-display = 无法打开游戏窗口：没有显示器（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。命令行命令无需显示器即可使用：party-dice --help
app-no-scripted-runs = 此版本不含脚本运行（截图、声音检查）；请使用 `--features shots` 构建
app-two-scripted-runs = --screenshot-dir 和 --sound-check-throw 是两种不同的运行：请只给出其中一个
# $dir 是文件夹，$why 是系统给出的原因。
app-screenshot-folder = 无法创建截图文件夹 { $dir }：{ $why }
# $why 说明所给的投掷有什么问题。
app-sound-check-throw = --sound-check-throw：{ $why }
