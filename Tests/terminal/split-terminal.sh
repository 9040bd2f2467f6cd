#!/usr/bin/env bash
# Drives split-terminal in tmux as a person would: keys (a compose sheet and a tab bar among
# them), window resizes to three widths (160, 100 and 60 columns: three, two and one column),
# Ctrl-C and SIGTERM, and reads the screen with capture-pane. Usage: Tests/terminal/split-terminal.sh [path to binary]
set -euo pipefail
binary=$(realpath "${1:-.build/debug/split-terminal}")
socket="splitterm-$$"
work=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
failures=0
passes=0

t() { tmux -L "$socket" "$@"; }
screen() { t capture-pane -p -t demo; }
# Waits up to 5 s for the screen to contain a text.
expect_screen() {
    local wanted=$1 what=$2
    for _ in $(seq 50); do
        if screen | grep -qF -- "$wanted"; then passes=$((passes + 1)); echo "ok: $what"; return; fi
        sleep 0.1
    done
    failures=$((failures + 1))
    echo "FAIL: $what — the screen has no \"$wanted\":"; screen | sed 's/^/    | /'
}
# Waits up to 5 s for a text to leave the screen.
expect_no_screen() {
    local unwanted=$1 what=$2
    for _ in $(seq 50); do
        if ! screen | grep -qF -- "$unwanted"; then passes=$((passes + 1)); echo "ok: $what"; return; fi
        sleep 0.1
    done
    failures=$((failures + 1)); echo "FAIL: $what — the screen still has \"$unwanted\""; screen | sed 's/^/    | /'
}
check() {
    local what=$1; shift
    if "$@"; then passes=$((passes + 1)); echo "ok: $what"; else failures=$((failures + 1)); echo "FAIL: $what"; fi
}

# The pane runs a shell that records the terminal settings before and after the program.
# Three widths: 160 columns (every column fits), 100 (two of three), 60 (one: compact).
t new-session -d -s demo -x 160 -y 40 "bash --norc --noprofile"
t set-option -t demo window-size manual
t send-keys -t demo "stty -a > $work/before; $binary; echo exit=\$?; stty -a > $work/after" Enter

expect_screen "regular width, 3 of 3 columns fit" "starts with every column at 160 columns"
expect_screen "┌─ primary" "the primary column shows"
expect_screen "┌─ supplementary" "the supplementary column shows beside it"
expect_screen "Select a mailbox ┄ (placeholder)" "the empty supplementary column shows its placeholder"
expect_screen "No mailbox open ┄ (placeholder)" "the empty detail column shows its own placeholder"
t send-keys -t demo p
expect_screen "▶2 Folder 1" "p pushes a folder onto the primary column"
t send-keys -t demo m
expect_screen "▶3 List 2" "m pushes a list onto the supplementary column"
expect_screen "Select a message ┄ (placeholder)" "the detail placeholder follows the supplementary stack"
t send-keys -t demo s
expect_screen "▶4 Message 3" "s shows a message in the detail column"
expect_no_screen "(placeholder)" "the placeholders leave when the columns fill"

t send-keys -t demo v
expect_screen "┌─ ◂ supplementary" "v: double column hides the sidebar, which can be revealed"
expect_no_screen "┌─ primary" "the primary column is hidden in double column"
t send-keys -t demo v
expect_screen "┌─ detail only" "v again: detail only"
t send-keys -t demo v v
expect_screen "automatic visibility" "v cycles back to automatic"
expect_screen "┌─ primary" "automatic shows every column again"

t resize-window -t demo -x 100 -y 40
expect_screen "medium width, 2 of 3 columns fit" "at 100 columns two of three columns fit"
expect_screen "setWidth: show supplementary, detail" "the status line shows the visible columns change"
expect_screen "┌─ ◂ supplementary" "medium width shows the list and the message, the sidebar revealable"
expect_no_screen "┌─ primary" "the sidebar is hidden at medium width"
t send-keys -t demo Tab
expect_screen "sidebar revealed" "tab reveals the hidden sidebar"
expect_screen "┌─ primary" "the revealed sidebar is drawn"
t send-keys -t demo Tab
expect_no_screen "sidebar revealed" "tab again hides it"
expect_no_screen "┌─ primary" "the sidebar is hidden again"
t send-keys -t demo x y
expect_screen "Select a mailbox ┄ (placeholder)" "x and y empty the detail and list columns"
expect_screen "┌─ primary" "with the list empty, medium width shows the sidebar and the list"
t send-keys -t demo l
expect_screen "▶5 List 4" "l shows a new list in the supplementary column"
expect_screen "Select a message ┄ (placeholder)" "and the message's placeholder beside it"
t send-keys -t demo s
expect_screen "▶6 Message 5" "s shows a message at medium width"

t resize-window -t demo -x 60 -y 40
expect_screen "┌─ compact" "a narrow window collapses to one stack"
expect_screen "setWidth: move #5 from supplementary[0] to primary[2]" "the status line shows the collapse's changes"
t send-keys -t demo p
expect_screen "▶7 Folder 6" "a push in compact layout goes on top"

t resize-window -t demo -x 160 -y 40
expect_screen "┌─ primary" "a wide window splits into three columns again"
expect_screen "▶7 Folder 6" "the compact push went back to the primary column"
expect_screen "▶5 List 4" "the list went back to the supplementary column"
expect_screen "▶6 Message 5" "the message went back to the detail column"

t send-keys -t demo z z z
expect_screen "rejected — rootCannotBePopped" "popping the root is rejected on the status line"
expect_screen "» ▸ On My Mac" "the cursor starts on the first mailbox panel"
t send-keys -t demo Space
expect_screen "» ▾ On My Mac" "space opens the panel under the cursor"
expect_screen "• Inbox →" "the panel's mailboxes appear"
t send-keys -t demo Down
expect_screen "»   • Inbox →" "down moves the cursor to the next row"
t send-keys -t demo Enter
expect_screen "▶8 Inbox messages" "enter selects the row and shows its list in the supplementary column"
expect_screen "Select a message ┄ (placeholder)" "selecting a mailbox closes the message"
t send-keys -t demo Up Space
expect_screen "» ▸ On My Mac" "space closes the panel again"
expect_no_screen "• Inbox →" "the closed panel's rows are gone"

# A compose sheet over the split: it keeps its own stack through a collapse and a split, shows
# full-screen in compact layout, and back pops inside it and then dismisses it.
t send-keys -t demo c
expect_screen "sheet #9 " "c presents a compose sheet over the split"
expect_screen "▶9 Compose 7" "the sheet shows its root"
expect_screen "┌─ primary" "the columns stay under the sheet"
t send-keys -t demo a
expect_screen "▶10 Attachments 8" "a pushes inside the sheet"
t resize-window -t demo -x 60 -y 40
expect_screen "sheet #9, full-screen in compact layout" "in compact layout the sheet shows full-screen"
expect_screen "▶10 Attachments 8" "the collapse leaves the sheet's stack as it was"
t send-keys -t demo b
expect_no_screen "Attachments 8" "back pops inside the sheet"
expect_screen "▶9 Compose 7" "the sheet's root is on top again"
t resize-window -t demo -x 160 -y 40
expect_no_screen "full-screen in compact layout" "split again, the sheet is a sheet again"
t send-keys -t demo b
expect_no_screen "sheet #9" "back on the sheet's root dismisses it"
expect_screen "back: dismiss #9" "the status line shows the dismissal"
expect_screen "▶8 Inbox messages" "the columns are as they were"

# A tab bar: an inbox whose list has Focused and Other tabs. Each tab keeps the messages it
# opened; switching away stores them and switching back restores the same children, through a
# collapse and a split.
expect_screen "[ ] previous/next tab" "the help line documents the tab keys"
t send-keys -t demo i
expect_screen "▶11 Inbox 9" "i shows an inbox with a tab bar in the supplementary column"
expect_screen "[Focused] · Other (3)" "its tab bar: Focused selected, Other with a badge"
t send-keys -t demo s d
expect_screen "▶13 Message 11" "s opens a message from the inbox under Focused, d pushes another"
expect_screen "◀ Message 10" "the inbox highlights the message it opened"
t send-keys -t demo -l ']'
expect_screen "Focused · [Other (3)]" "] selects the next tab"
expect_screen "tabs: remove #13 from detail[1]; remove #12 from detail[0]" "Focused's messages leave with it"
expect_no_screen "Message 11" "Focused's messages are off the screen"
t send-keys -t demo s
expect_screen "▶14 Message 12" "s opens a message under Other"
t send-keys -t demo -l '['
expect_screen "[Focused] · Other (3)" "[ selects the previous tab"
expect_screen "▶13 Message 11" "Focused's messages are back: the same children"
expect_screen " 12 Message 10" "under them, the first message, still #12"
expect_no_screen "Message 12" "Other's message is stored"
t resize-window -t demo -x 60 -y 40
expect_screen "┌─ compact" "the split collapses with the tab bar in it"
expect_screen "▶13 Message 11" "Focused's messages are on top of the one stack"
t send-keys -t demo -l ']'
expect_screen "▶14 Message 12" "] in compact layout brings back Other's message, on top"
expect_no_screen "Message 11" "and stores Focused's"
t resize-window -t demo -x 160 -y 40
expect_screen "┌─ detail" "a wide window splits again"
expect_screen "▶14 Message 12" "Other's message is in the detail column"
t send-keys -t demo -l '['
expect_screen "▶13 Message 11" "[ restores Focused's messages after the split, as they were"
expect_screen " 12 Message 10" "still #12 under #13"
expect_no_screen "Message 12" "Other's message is stored again"
t send-keys -t demo -l ']'
expect_screen "Focused · [Other (3)]" "] selects Other, the last tab"
t send-keys -t demo -l ']'
expect_screen "[Focused] · Other (3)" "] on the last tab goes round to the first"
expect_screen "▶13 Message 11" "with Focused's messages"

# A link keeps what the screen shows, the tab and the selected message included.
t send-keys -t demo -l ']'
expect_screen "Focused · [Other (3)]" "] selects Other again"
t send-keys -t demo k
expect_screen "link kept: /Mailboxes;node=2;open=/-/Inbox%209;row=Message%2012;tab=other/-/Message%2012" "k keeps a link: the sidebar's selection, the inbox's tab and its selected message"
t send-keys -t demo l
expect_no_screen "Inbox 9" "l replaces the inbox with a plain list"
t send-keys -t demo g
expect_screen "reach /Mailboxes;node=2" "g reaches the kept link"
expect_screen "Focused · [Other (3)]" "the inbox is back with its tab bar, on Other"
expect_screen "◀ Message 12" "the inbox highlights the message the link names"
expect_screen "▶17 Message 12" "the message is in the detail column"
t send-keys -t demo g
expect_screen "0 events, no visible change" "g again changes nothing"

t send-keys -t demo C-c
expect_screen "exit=0" "Ctrl-C quits cleanly"
sleep 0.3
check "the alternate screen is left" test "$(t display -p -t demo '#{alternate_on}')" = 0
check "the terminal settings are restored after Ctrl-C" cmp -s "$work/before" "$work/after"

# SIGTERM restores the terminal too.
t send-keys -t demo "clear; stty -a > $work/before2; $binary; echo term=\$?; stty -a > $work/after2" Enter
expect_screen "┌─ primary" "the program starts again"
pkill -TERM -f "^$binary\$" || pkill -TERM -x split-terminal
expect_screen "term=130" "SIGTERM ends the program"
sleep 0.3
check "the alternate screen is left after SIGTERM" test "$(t display -p -t demo '#{alternate_on}')" = 0
check "the terminal settings are restored after SIGTERM" cmp -s "$work/before2" "$work/after2"

# The widths are options: with --split-width 40 --regular-width 90, 100 columns fit all three
# and 60 fit two.
t resize-window -t demo -x 100 -y 40
t send-keys -t demo "clear; $binary --split-width 40 --regular-width 90; echo options=\$?" Enter
expect_screen "regular width, 3 of 3 columns fit" "--regular-width 90: 100 columns fit every column"
t resize-window -t demo -x 60 -y 40
expect_screen "medium width, 2 of 3 columns fit" "--split-width 40: 60 columns fit two"
t send-keys -t demo q
expect_screen "options=0" "q quits"

echo "split-terminal: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
