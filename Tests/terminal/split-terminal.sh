#!/usr/bin/env bash
# Drives split-terminal in tmux as a person would: keys, window resizes, Ctrl-C and SIGTERM, and
# reads the screen with capture-pane. Usage: Tests/terminal/split-terminal.sh [path to binary]
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
expect_no_screen() {
    local unwanted=$1 what=$2
    if screen | grep -qF -- "$unwanted"; then
        failures=$((failures + 1)); echo "FAIL: $what — the screen still has \"$unwanted\""; screen | sed 's/^/    | /'
    else
        passes=$((passes + 1)); echo "ok: $what"
    fi
}
check() {
    local what=$1; shift
    if "$@"; then passes=$((passes + 1)); echo "ok: $what"; else failures=$((failures + 1)); echo "FAIL: $what"; fi
}

# The pane runs a shell that records the terminal settings before and after the program.
t new-session -d -s demo -x 120 -y 30 "bash --norc --noprofile"
t set-option -t demo window-size manual
t send-keys -t demo "stty -a > $work/before; $binary; echo exit=\$?; stty -a > $work/after" Enter

expect_screen "┌─ primary" "starts in regular layout at 120 columns"
expect_screen "Select a mailbox ┄ (placeholder)" "the empty detail column shows the placeholder"
t send-keys -t demo p
expect_screen "Mailbox 1" "p pushes a mailbox onto the primary column"
expect_screen "Select a message ┄ (placeholder)" "the placeholder follows the primary stack"
t send-keys -t demo s
expect_screen "▶3 Message 2" "s shows a message in the detail column"
expect_no_screen "(placeholder)" "the placeholder leaves when the detail column fills"

t resize-window -t demo -x 60 -y 30
expect_screen "┌─ compact" "a narrow window collapses to one stack"
expect_screen "setLayout: move #3 from detail[0] to primary[2]" "the status line shows the collapse's changes"
t send-keys -t demo p
expect_screen "▶4 Mailbox 3" "a push in compact layout goes on top"

t resize-window -t demo -x 120 -y 30
expect_screen "┌─ primary" "a wide window splits again"
expect_screen "▶4 Mailbox 3" "the compact push went back to the primary column"
expect_screen "▶3 Message 2" "the message went back to the detail column"

t send-keys -t demo z z z
expect_screen "rejected — rootCannotBePopped" "popping the root is rejected on the status line"
expect_screen "» ▸ On My Mac" "the cursor starts on the first mailbox panel"
t send-keys -t demo Space
expect_screen "» ▾ On My Mac" "space opens the panel under the cursor"
expect_screen "• Inbox →" "the panel's mailboxes appear"
t send-keys -t demo Down
expect_screen "»   • Inbox →" "down moves the cursor to the next row"
t send-keys -t demo Enter
expect_screen "▶5 Inbox messages" "enter selects the row and shows its destination in the detail column"
t send-keys -t demo Up Space
expect_screen "» ▸ On My Mac" "space closes the panel again"
expect_no_screen "• Inbox →" "the closed panel's rows are gone"

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

echo "split-terminal: $passes passed, $failures failed"
[ "$failures" -eq 0 ]
