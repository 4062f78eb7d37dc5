# 整个程序共用的词语。

language-autonym = 简体中文
dice-count = { $n } 个骰子
language-auto = 自动（{ $language }）
