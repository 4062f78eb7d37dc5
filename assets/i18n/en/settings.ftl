# The settings file's messages: why a file could not be read, parsed, validated or
# written, what the program does then, and what each setting allows. English is the
# source. Field names (display.ui_scale), RON values (SlamDice, true, Some(..)) and file
# names stay as they are: they are what the file says.

## Where a problem is: every message starts with the file, then its line and column
## where known, so that it reads like a compiler's and editors can jump to it.

# $file is the settings file, $line and $col (from 1) where the problem is, $problem what it is.
settings-error-at = { $file }:{ $line }:{ $col }: { $problem }
# The same where the line is not known.
settings-error-in = { $file }: { $problem }

## The file

# $action is what was being done, $reason the system's reason.
settings-error-io = cannot { $action ->
    [write] write
    [keep-copy] keep a copy of the broken file (nothing was saved)
    [make-folder] create the settings directory
   *[read] read
}: { $reason }
settings-error-empty = file is empty; write settings in it or delete it to use the defaults
# $bytes is the file's size, $most the largest file read (1 MiB).
settings-error-too-large = file is { $bytes } bytes; a settings file over { $most } bytes (1 MiB) is refused unread
# $byte is the first bad byte ("0xFF"), $offset where it is, in bytes from the start.
settings-error-not-utf8 = not UTF-8 text (byte { $byte } at offset { $offset }); a settings file is plain RON text
# $found is the file's version, $supported the newest this build reads.
settings-error-version = version { $found } is newer than this Party Dice understands (up to { $supported }); update Party Dice or remove the version line
# After a settings file's problem, in the window's notice and the terminal.
settings-broken-file-kept = Starting with the default settings. The file is left exactly as it is until you change a setting; then it is kept beside the new file, its name ending in .broken- and a number.
# $file is the settings file.
settings-saved = settings saved to { $file }
# $kept is where the broken file that was there before is kept.
settings-saved-kept-broken = settings saved to { $file }; the old broken file is kept as { $kept }
# `party-dice check-config`: no file at $file, or the file is fine.
settings-check-missing = { $file }: no such file (Party Dice would start on the defaults)
settings-check-ok = ok
# The OS's folders are unknown: $os is "windows" or "unix"; $instead "all" (settings and
# data use the current directory) or "data" (a settings file was named).
settings-no-home = { $instead ->
    [data] { $os ->
        [windows] Windows did not say where the user profile and its AppData folder (%APPDATA%) are, so data uses the current directory
       *[unix] no home directory could be determined (is HOME set?), so data uses the current directory
    }
   *[all] { $os ->
        [windows] Windows did not say where the user profile and its AppData folder (%APPDATA%) are, so settings and data use the current directory
       *[unix] no home directory could be determined (is HOME set?), so settings and data use the current directory
    }
}

## Values out of range

# $tag is the language asked for, in quotes; $known the tags there are.
settings-unknown-language = unknown language { $tag }: use Auto or one of { $known }
# $field is the setting, $lo and $hi its range, $value what the file has.
settings-out-of-range = { $field } must be { $lo } to { $hi }, not { $value }
# $current is the only version there is, $found the file's.
settings-bad-version = version must be { $current } (or left out), not { $found }
# $lo and $hi are the ports allowed besides 0, $port the file's.
settings-bad-port = phones.port must be 0 (any free port) or { $lo } to { $hi }, not { $port }
# $field is the setting, $problem what is wrong with it.
settings-field-problem = { $field }: { $problem }
# $page is the file's address, in quotes.
settings-bad-page = online.page must be an https:// (or http://) address without a '#', not { $page }
# $lo and $hi are the fewest and most players, $n how many the file lists.
settings-player-count = players must list { $lo } to { $hi } names, not { $n }
# $seat counts from 1.
settings-empty-name = players: the name in seat { $seat } is empty; every player needs a name
# $most is the most characters a name may have.
settings-long-name = players: the name in seat { $seat } is longer than { $most } characters
# $name is the name, in quotes.
settings-duplicate-name = players: two players are called { $name }; names must differ

## What a setting allows (after "allowed:")

# $version is the only version there is.
settings-allowed-version = { $version } (or leave it out)
settings-allowed-players = a list of { $lo } to { $hi } names in quotes, e.g. ["Ann", "Ben"]
settings-allowed-single = a whole number above 0 and below small
settings-allowed-small = a whole number above single, at most target
# $example is a window's place as RON.
settings-allowed-window = None, or { $example }
settings-allowed-whole = a whole number
# $lo and $hi are the ports allowed besides 0.
settings-allowed-port = 0 (any free port) or a whole number from { $lo } to { $hi }
settings-allowed-broker = a broker address in quotes, "wss://HOST:PORT/PATH"
settings-allowed-page = the phone page's address in quotes, "https://…/"
# $lo and $hi are the range's ends.
settings-allowed-whole-range = a whole number from { $lo } to { $hi }
settings-allowed-number-range = a number from { $lo } to { $hi }
# A list of names: none, or $init (all but the last, joined) then $last, with "and" or
# "or" ($conjunction).
settings-list-none = none
settings-list = { $conjunction ->
    [and] { $init } and { $last }
   *[or] { $init } or { $last }
}

## What is wrong with the file's text

# $field is the field given twice.
settings-given-twice = { $field } is given twice; give each field once
settings-cut-short = unexpected end of file; the file looks cut short (a closing ) or ] missing?)
# $field is the field whose value the string is.
settings-string-not-closed-in = { $field }: a string is not closed (a " is missing); the file may be cut short
settings-string-not-closed = a string is not closed (a " is missing); the file may be cut short
settings-trailing = unexpected text after the closing ) of the settings
# $found is the unknown name, in quotes; $parent the settings group; $fields the names
# there are, as a list.
settings-unknown-field-in = unknown field { $found } in { $parent }; the fields there are { $fields }
settings-unknown-field = unknown field { $found }; the fields are { $fields }
# $games are the games' names in the file, as a list.
settings-unknown-game = unknown game { $found }; the games are { $games }
# $field is the setting, $choices the values it may have, as a list ("Dark, Light or HighContrast").
settings-unknown-value-in = { $field }: unknown value { $found }; use { $choices }
settings-unknown-value = value: unknown value { $found }; use { $choices }
# $problem is what the reader found wrong (one of the settings-ron- messages).
settings-bad-value = { $problem }; a settings file is one ( ... ) holding fields such as game: SlamDice
settings-bad-value-in = { $field }: { $problem }
# $allowed is what the setting allows.
settings-bad-value-allowed = { $field }: { $problem }; allowed: { $allowed }
# What the RON reader found instead of what it expected.
settings-ron-expected-boolean = expected boolean
settings-ron-expected-float = expected float
settings-ron-expected-integer = expected integer
settings-ron-expected-string = expected string
settings-ron-expected-list = expected opening `[`
settings-ron-expected-list-end = expected closing `]`
settings-ron-expected-struct = expected opening `(`
settings-ron-expected-struct-end = expected closing `)`
settings-ron-expected-option = expected option
settings-ron-expected-identifier = expected identifier
settings-ron-expected-comma = expected comma
settings-ron-integer-out-of-bounds = integer is out of bounds
# $char is the character, in quotes.
settings-ron-unexpected-char = unexpected char { $char }
# $expected and $found are the reader's own (English) words for a type and a value.
settings-ron-wrong-type = expected { $expected } but found { $found } instead
# $expected is the reader's own words for the list expected; $n how many items there were.
settings-ron-wrong-length = expected { $expected } but found { $n ->
    [0] zero elements
    [one] one element
   *[other] { $n } elements
} instead

## Reading and writing files a person may have edited (settings, game records)

file-missing = no such file
# $kind is "directory" or "special" (a FIFO, a socket, a device).
file-not-a-file = { $kind ->
    [directory] it is a directory, not a file
   *[special] it is not a regular file (a FIFO or a device?)
}
# $bytes is the file's size, $cap the most that is read.
file-too-large = the file is { $bytes } bytes; at most { $cap } are read
# $byte is the first bad byte ("0xFF"), $offset where it is.
file-not-utf8 = not UTF-8 text (byte { $byte } at offset { $offset })
file-no-name = path has no file name
file-too-many-aside = too many files set aside already
