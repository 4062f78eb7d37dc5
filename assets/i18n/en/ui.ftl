# The window's menu (Esc): the display settings.
menu-display = Display
menu-language = Language:
menu-ui-scale = UI scale
menu-animation-speed = Animation speed
menu-reduced-motion = Reduced motion (dice appear at rest, no tumbling)
menu-fullscreen = Fullscreen (F11)
menu-theme = Theme:
menu-theme-dark = Dark
menu-theme-light = Light
menu-theme-high-contrast = High contrast
menu-graphics = Graphics:
menu-graphics-auto = Auto
menu-graphics-auto-hint = Low without a GPU, else High
menu-graphics-low = Low
menu-graphics-high = High
menu-odds-panel = Odds panel (O)
