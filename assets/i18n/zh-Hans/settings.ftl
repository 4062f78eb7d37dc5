# 设置文件的消息：文件为何无法读取、解析、校验或写入，程序随后会怎么做，以及每项设置
# 允许的值。字段名（display.ui_scale）、RON 值（SlamDice、true、Some(..)）和文件名保持
# 原样：它们就是文件里写的内容。

## 问题的位置：每条消息都以文件开头，已知时再加上行和列，读起来像编译器的消息，
## 编辑器也能跳转过去。

# $file 是设置文件，$line 和 $col（从 1 开始）是问题所在位置，$problem 是问题。
settings-error-at = { $file }:{ $line }:{ $col }: { $problem }
# 行号未知时的同一消息。
settings-error-in = { $file }: { $problem }

## 文件

# $action 是当时在做的事，$reason 是系统给出的原因。
settings-error-io = 无法{ $action ->
    [write] 写入
    [keep-copy] 保留损坏文件的副本（未保存任何内容）
    [make-folder] 创建设置目录
   *[read] 读取
}：{ $reason }
settings-error-empty = 文件为空；请在其中写入设置，或删除它以使用默认设置
# $bytes 是文件大小，$most 是读取的最大文件大小（1 MiB）。
settings-error-too-large = 文件大小为 { $bytes } 字节；超过 { $most } 字节（1 MiB）的设置文件不予读取
# $byte 是第一个错误字节（“0xFF”），$offset 是它的位置，从开头算起的字节数。
settings-error-not-utf8 = 不是 UTF-8 文本（偏移 { $offset } 处的字节 { $byte }）；设置文件是纯 RON 文本
# $found 是文件的版本，$supported 是此版本能读取的最新版本。
settings-error-version = 版本 { $found } 比这个 Party Dice 能理解的版本（最高 { $supported }）更新；请更新 Party Dice，或删除 version 这一行
# 设置文件有问题之后，显示在窗口通知和终端中。
settings-broken-file-kept = 将以默认设置启动。在你更改某项设置之前，该文件保持原样；之后它会保存在新文件旁边，文件名以 .broken- 加一个数字结尾。
# $file 是设置文件。
settings-saved = 设置已保存到 { $file }
# $kept 是原先那个损坏文件的保存位置。
settings-saved-kept-broken = 设置已保存到 { $file }；原来损坏的文件保留为 { $kept }
# `party-dice check-config`：$file 处没有文件，或文件没有问题。
settings-check-missing = { $file }: 文件不存在（Party Dice 将以默认设置启动）
settings-check-ok = 正常
# 系统的文件夹未知：$os 为 "windows" 或 "unix"；$instead 为 "all"（设置和数据都使用
# 当前目录）或 "data"（指定了设置文件）。
settings-no-home = { $instead ->
    [data] { $os ->
        [windows] Windows 没有给出用户配置文件及其 AppData 文件夹（%APPDATA%）的位置，因此数据使用当前目录
       *[unix] 无法确定主目录（是否设置了 HOME？），因此数据使用当前目录
    }
   *[all] { $os ->
        [windows] Windows 没有给出用户配置文件及其 AppData 文件夹（%APPDATA%）的位置，因此设置和数据都使用当前目录
       *[unix] 无法确定主目录（是否设置了 HOME？），因此设置和数据都使用当前目录
    }
}

## 超出范围的值

# $tag 是所要的语言，带引号；$known 是已有的语言标签。
settings-unknown-language = 未知语言 { $tag }：请使用 Auto 或 { $known } 之一
# $field 是设置项，$lo 和 $hi 是其范围，$value 是文件中的值。
settings-out-of-range = { $field } 必须在 { $lo } 到 { $hi } 之间，而不是 { $value }
# $current 是唯一的版本，$found 是文件中的版本。
settings-bad-version = version 必须是 { $current }（或省略），而不是 { $found }
# $lo 和 $hi 是 0 以外允许的端口，$port 是文件中的端口。
settings-bad-port = phones.port 必须是 0（任意空闲端口）或 { $lo } 到 { $hi } 之间的端口，而不是 { $port }
# $field 是设置项，$problem 是它的问题所在。
settings-field-problem = { $field }：{ $problem }
# $page 是文件中的地址，带引号。
settings-bad-page = online.page 必须是不含“#”的 https://（或 http://）地址，而不是 { $page }
# $lo 和 $hi 是最少和最多的玩家数，$n 是文件中列出的人数。
settings-player-count = players 必须列出 { $lo } 到 { $hi } 个名字，而不是 { $n } 个
# $seat 从 1 开始计数。
settings-empty-name = players：{ $seat } 号座位的名字为空；每位玩家都需要名字
# $most 是名字最多的字符数。
settings-long-name = players：{ $seat } 号座位的名字超过 { $most } 个字符
# $name 是名字，带引号。
settings-duplicate-name = players：有两位玩家都叫 { $name }；名字必须各不相同

## 设置项允许的值（接在“允许：”之后）

# $version 是唯一的版本。
settings-allowed-version = { $version }（或省略）
settings-allowed-players = 由 { $lo } 到 { $hi } 个带引号的名字组成的列表，例如 ["Ann", "Ben"]
settings-allowed-single = 大于 0 且小于 small 的整数
settings-allowed-small = 大于 single 且不超过 target 的整数
# $example 是用 RON 写的窗口位置。
settings-allowed-window = None，或 { $example }
settings-allowed-whole = 整数
# $lo 和 $hi 是 0 以外允许的端口。
settings-allowed-port = 0（任意空闲端口）或 { $lo } 到 { $hi } 之间的整数
settings-allowed-broker = 带引号的中转服务器地址，"wss://HOST:PORT/PATH"
settings-allowed-page = 带引号的手机页面地址，"https://…/"
# $lo 和 $hi 是范围的两端。
settings-allowed-whole-range = { $lo } 到 { $hi } 之间的整数
settings-allowed-number-range = { $lo } 到 { $hi } 之间的数
# 名称列表：没有，或 $init（除最后一项外的所有项，已连接）再加 $last，用“和”或“或”
# （$conjunction）连接。
settings-list-none = 无
settings-list = { $conjunction ->
    [and] { $init } 和 { $last }
   *[or] { $init } 或 { $last }
}

## 文件文本中的问题

# $field 是给出了两次的字段。
settings-given-twice = { $field } 给出了两次；每个字段只能给出一次
settings-cut-short = 文件意外结束；文件似乎被截断了（缺少右括号 ) 或 ]？）
# $field 是该字符串所属的字段。
settings-string-not-closed-in = { $field }：字符串没有闭合（缺少 "）；文件可能被截断了
settings-string-not-closed = 字符串没有闭合（缺少 "）；文件可能被截断了
settings-trailing = 设置的右括号 ) 之后有多余的文本
# $found 是未知的名称，带引号；$parent 是设置组；$fields 是那里已有的名称，为列表。
settings-unknown-field-in = { $parent } 中有未知字段 { $found }；那里的字段有 { $fields }
settings-unknown-field = 未知字段 { $found }；可用的字段有 { $fields }
# $games 是文件中可用的游戏名称，为列表。
settings-unknown-game = 未知游戏 { $found }；可用的游戏有 { $games }
# $field 是设置项，$choices 是它可取的值，为列表（“Dark、Light 或 HighContrast”）。
settings-unknown-value-in = { $field }：未知的值 { $found }；请使用 { $choices }
settings-unknown-value = 值：未知的值 { $found }；请使用 { $choices }
# $problem 是读取器发现的问题（某条 settings-ron- 消息）。
settings-bad-value = { $problem }；设置文件是一个 ( ... )，其中包含 game: SlamDice 之类的字段
settings-bad-value-in = { $field }：{ $problem }
# $allowed 是该设置项允许的值。
settings-bad-value-allowed = { $field }：{ $problem }；允许：{ $allowed }
# RON 读取器在期望的内容处发现了别的内容。
settings-ron-expected-boolean = 应为布尔值
settings-ron-expected-float = 应为浮点数
settings-ron-expected-integer = 应为整数
settings-ron-expected-string = 应为字符串
settings-ron-expected-list = 应为左括号 `[`
settings-ron-expected-list-end = 应为右括号 `]`
settings-ron-expected-struct = 应为左括号 `(`
settings-ron-expected-struct-end = 应为右括号 `)`
settings-ron-expected-option = 应为可选值（Some(..) 或 None）
settings-ron-expected-identifier = 应为标识符
settings-ron-expected-comma = 应为逗号
settings-ron-integer-out-of-bounds = 整数超出范围
# $char 是该字符，带引号。
settings-ron-unexpected-char = 意外的字符 { $char }
# $expected 和 $found 是读取器自己（英文）对类型和值的说法。
settings-ron-wrong-type = 应为 { $expected }，却发现 { $found }
# $expected 是读取器自己对所期望列表的说法；$n 是实际的元素个数。
settings-ron-wrong-length = 应为 { $expected }，却发现 { $n ->
    [0] 零个元素
   *[other] { $n } 个元素
}

## 读写可能经人编辑过的文件（设置、对局记录）

file-missing = 文件不存在
# $kind 为 "directory" 或 "special"（FIFO、套接字、设备）。
file-not-a-file = { $kind ->
    [directory] 这是一个目录，不是文件
   *[special] 这不是普通文件（是 FIFO 还是设备？）
}
# $bytes 是文件大小，$cap 是最多读取的字节数。
file-too-large = 文件大小为 { $bytes } 字节；最多读取 { $cap } 字节
# $byte 是第一个错误字节（“0xFF”），$offset 是它的位置。
file-not-utf8 = 不是 UTF-8 文本（偏移 { $offset } 处的字节 { $byte }）
file-no-name = 路径中没有文件名
file-too-many-aside = 已经另存了太多文件
