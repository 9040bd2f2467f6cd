#!/usr/bin/env bash
# Writes the seed corpora in Fuzz/corpus/: small hand-made inputs, one feature each, written
# here rather than copied from test fixtures so that the fuzzers start from their own shapes.
#   bash Fuzz/seed-corpus.sh        (rewrites Fuzz/corpus/; commit the result)
# FuzzRegressionTests replays every seed on each `swift test`, so a seed that breaks a promise
# fails the suite.
set -euo pipefail
cd "$(dirname "$0")/corpus"
rm -rf decode events changesets presentations
mkdir -p decode events changesets presentations

# --- decode: a saved state, or events one per line -------------------------------------------
child() { printf '{"id":%s,"route":"%s","column":"%s"%s}' "$1" "$2" "$3" "${4:+,\"accordion\":$4}"; }
accordion='{"format":1,"policy":"single","paging":"loading","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"parent":1,"value":"b","destination":{"route":"x","column":"detail"},"paging":"exhausted"},{"id":3,"value":"c"}]}'
printf '{"format":2,"columns":3,"layout":"regular","width":"medium","policy":"chronological","visibility":"all","mediumWidthPolicy":"followNavigation","focus":"supplementary","nextID":4,"primary":[%s],"supplementary":[%s],"detail":[]}' \
    "$(child 1 P primary)" "$(child 3 S supplementary)" > decode/state-three-columns.json
printf '{"format":2,"columns":2,"layout":"compact","width":"compact","policy":"hideDetail","visibility":"detailOnly","mediumWidthPolicy":"trailingColumns","focus":"detail","nextID":9,"stack":[%s,%s],"keptAside":[%s]}' \
    "$(child 2 P primary)" "$(child 5 Q primary "$accordion")" "$(child 7 D detail)" > decode/state-compact-accordion.json
printf '{"format":1,"layout":"regular","policy":"detailOnTop","detailOnly":true,"nextID":3,"primary":[%s],"detail":[%s]}' \
    "$(child 1 P primary)" "$(child 2 D detail)" > decode/state-format-1.json
# Format 3: modals, and tab groups with stored stacks (the above-part of a detail tab group; the
# supplementary and detail stacks of a primary root), kept-aside children beside them.
tabbed() { printf '{"id":%s,"route":"%s","column":"%s","tabs":%s}' "$1" "$2" "$3" "$4"; }
detail_tabs="{\"selected\":\"b\",\"tabs\":[{\"id\":\"a\",\"value\":\"A\",\"badge\":\"2\",\"stored\":{\"above\":[$(child 4 X detail)]}},{\"id\":\"b\",\"value\":\"B\"}]}"
root_tabs="{\"selected\":\"a\",\"tabs\":[{\"id\":\"a\",\"value\":\"A\"},{\"id\":\"b\",\"value\":\"B\",\"stored\":{\"supplementary\":[$(child 2 S supplementary)],\"detail\":[$(child 3 D detail)]}}]}"
printf '{"format":3,"columns":2,"layout":"regular","width":"regular","policy":"detailOnTop","visibility":"automatic","mediumWidthPolicy":"trailingColumns","focus":"detail","nextID":8,"primary":[%s],"detail":[%s,%s],"modals":[{"style":"sheet","stack":[%s,%s]},{"style":"fullScreenCover","stack":[%s]}]}' \
    "$(child 1 P primary)" "$(child 2 D detail)" "$(tabbed 3 T detail "$detail_tabs")" "$(child 5 M detail)" "$(child 6 N primary)" "$(child 7 C detail)" > decode/state-format-3-modals-detail-tabs.json
printf '{"format":3,"columns":3,"layout":"compact","width":"compact","policy":"hideDetail","visibility":"all","mediumWidthPolicy":"followNavigation","focus":"supplementary","nextID":7,"stack":[%s,%s],"keptAside":[%s],"modals":[{"style":"sheet","stack":[%s]}]}' \
    "$(tabbed 1 P primary "$root_tabs")" "$(child 4 S2 supplementary)" "$(child 5 D2 detail)" "$(child 6 M detail)" > decode/state-format-3-compact-tab-root.json
cat > decode/events.jsonl <<JSON
{"event":"push","route":"R","column":"detail","onto":"primary"}
{"event":"showDetail","children":[{"route":"D","accordion":$accordion}]}
{"event":"showSupplementary","routes":["S"]}
{"event":"replaceTop","column":"detail","route":"T"}
{"event":"popTo","id":2}
{"event":"setWidth","width":"medium"}
{"event":"setVisibility","visibility":"doubleColumn"}
{"event":"accordion","id":5,"action":{"kind":"move","node":2,"parent":3,"index":0}}
{"event":"accordion","id":5,"action":{"kind":"endPage","children":[[{"id":4,"value":"d"}]],"exhausted":true}}
{"event":"batch","events":[{"event":"back"},{"event":"popToRoot","column":"primary"}]}
{"event":"present","route":"M","column":"detail","style":"fullScreenCover"}
{"event":"modal","action":{"kind":"push","route":"N","column":"primary"}}
{"event":"modal","action":{"kind":"popTo","id":5}}
{"event":"modal","action":{"kind":"replaceTop","route":"R","column":"detail"}}
{"event":"batch","events":[{"event":"dismissModal","id":5},{"event":"dismiss"}]}
{"event":"push","route":"T","column":"detail","tabs":{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B","badge":"1"}]}}
{"event":"tabs","id":3,"action":{"kind":"add","tab":{"id":"c","value":"C","badge":"1"},"index":0}}
{"event":"tabs","id":3,"action":{"kind":"move","tab":"c","index":1}}
{"event":"tabs","id":3,"action":{"kind":"setBadge","tab":"a"}}
{"event":"tabs","id":1,"action":{"kind":"select","tab":"b"}}
{"event":"restore","state":$(cat decode/state-format-3-modals-detail-tabs.json)}
JSON

# --- changesets: one change set's JSON form ------------------------------------------------
changes() { printf '{"removed":%s,"inserted":%s,"reloaded":%s,"notifications":%s}' "$1" "$2" "$3" "${4:-[]}"; }
changes '[]' '[]' '[]' > changesets/empty.json
changes '[[1,3]]' '[[1,2]]' '[0]' '[{"kind":"willExpand","node":7},{"kind":"didExpand","node":7}]' > changesets/toggle.json
changes '[[0,1],[4,6]]' '[[2,5]]' '[2,3]' > changesets/ranges.json
changes '[]' '[[-9223372036854775808,9223372036854775807]]' '[]' > changesets/overflowing.json
changes '[[2,4]]' '[]' '[3]' '[{"kind":"didSelect","node":-1}]' > changesets/reload-removed.json

# --- presentations: a presentation, then one change list per line ----------------------------
cat > presentations/two-columns.jsonl <<JSON
{"layout":"regular","primary":[$(child 1 P primary)],"detail":[],"detailOnly":false,"placeholder":"Empty"}
[{"change":"placeholder","route":null},{"change":"inserted","child":$(child 2 D detail),"column":"detail","index":0}]
[{"change":"visibleColumns","columns":["detail"]},{"change":"replaced","id":2,"child":$(child 3 E detail),"column":"detail","index":0}]
[{"change":"removed","id":3,"column":"detail","index":0},{"change":"layout","layout":"compact"}]
JSON
cat > presentations/three-columns.jsonl <<JSON
{"layout":"regular","columns":3,"primary":[$(child 1 P primary)],"supplementary":[$(child 2 S supplementary)],"detail":[],"visible":["supplementary","detail"],"placeholder":"Pick"}
[{"change":"placeholder","route":null,"column":"detail"},{"change":"inserted","child":$(child 4 D detail),"column":"detail","index":0}]
[{"change":"moved","id":4,"from":"detail","fromIndex":0,"to":"primary","toIndex":1},{"change":"visibleColumns","columns":["primary","supplementary","detail"]}]
JSON
cat > presentations/accordion-update.jsonl <<JSON
{"layout":"compact","stack":[$(child 1 P primary '{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a"},{"id":2,"parent":1,"value":"b"}]}')]}
[{"change":"updated","child":$(child 1 P primary '{"format":1,"policy":"multiple","nodes":[{"id":1,"value":"a","opened":0},{"id":2,"parent":1,"value":"b"}]}'),"column":"primary","index":0,"rows":$(changes '[]' '[[1,2]]' '[0]')}]
[{"change":"updated","child":$(child 1 P primary '{"format":1,"policy":"multiple","nodes":[]}'),"column":"primary","index":0,"rows":$(changes '[]' '[[0,9223372036854775807]]' '[]')}]
JSON

cat > presentations/modals-and-tabs.jsonl <<JSON
{"layout":"regular","primary":[$(tabbed 1 P primary '{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B"}]}')],"detail":[$(child 2 D detail)],"detailOnly":false,"modals":[{"style":"sheet","stack":[$(child 3 M detail)]}]}
[{"change":"modalPushed","child":$(child 4 N primary)},{"change":"modalReplacedTop","id":4,"child":$(child 5 O detail)},{"change":"modalPopped","id":5}]
[{"change":"presented","modal":{"style":"fullScreenCover","stack":[$(child 6 C detail)]}},{"change":"dismissed","id":6},{"change":"dismissed","id":3}]
[{"change":"removed","id":2,"column":"detail","index":0},{"change":"updated","child":$(tabbed 1 P primary "{\"selected\":\"b\",\"tabs\":[{\"id\":\"a\",\"value\":\"A\",\"stored\":{\"detail\":[$(child 2 D detail)]}},{\"id\":\"b\",\"value\":\"B\"}]}"),"column":"primary","index":0,"rows":$(changes '[]' '[]' '[]')}]
[{"change":"dismissed","id":9},{"change":"modalPopped","id":1}]
[{"change":"layout","layout":"compact"},{"change":"presented","modal":{"style":"sheet","stack":[$(child 7 M detail),$(child 8 N detail)]}}]
JSON

# --- events: bytes read as choices (Tests/.../FuzzRegressions/Harness/FuzzBytes.swift) --------
# A start is: shape (bit 0: 0 two columns, 1 three; bits 1-2 = 01: a tab group root), primary
# count - 1, [supplementary count,] detail count, width (0 compact, 1 medium, 2 regular), policy,
# visibility, medium-width policy, [the root's tab group: tab count - 1, a badge byte per tab
# (0 mod 4: a badge), the selected tab]. Then each step is a selector and its choices: 0x16-0x55
# (22-85) a modal or tab step, (byte - 22) % 16: 0 present, 1 dismiss, 2 dismiss modal, 3-7 modal
# push, pop, pop to, pop to root, replace top, 8 push a tab group child, 9 show one, 10-14 tab
# select, add, remove, move, badge, 15 a tab round trip; 0x56-0x5f (86-95) a reach naming
# modals or a modal's adoption (below); 0x60-0x61 (96-97) deep nesting or a long tab bar (below);
# any other byte % 22: 0-19 an event (18 being raise), 20
# a reach, 21 an adoption. An event inside a batch: 22-85 as above, else byte % 19. A column is
# 0 primary, 1 supplementary, 2 detail.
bytes() { printf "$(printf '\\x%s' "$@")"; }
# Two columns: push detail, back, collapse, push, split, pop detail, pop to root.
bytes 00 00 00 02 00 00 00  01 00 02 00  09  0a 01  01 01 02 01 00  0b 02  05 02  08 00 > events/two-columns
# Three columns: show supplementary and detail, widths, visibility, back, compact and back.
bytes 01 01 01 01 02 00 01 00  03 02  02 01  0b 01  0c 03  09  0b 00  0b 02  06 03 > events/three-columns
# An accordion child of six nodes, then accordion events on it: toggle, insert, move, pages, select.
bytes 00 00 00 02 01 00 00  00 00 00 05 00 01 00 01 00 01 00 02 01 00 01 00 00 01 00 01 \
      0f 01 01 00 02  0f 01 03 01 06 08 00 02  0f 01 04 01 08 01 00  0f 01 00 00 0a 00  \
      0f 01 00 00 0b 00 09 00  0f 01 02 01 05  0f 01 00 00 03 > events/accordion
# Batches: one that applies, one that fails part-way, one holding a batch.
bytes 00 01 00 02 02 00 00  0e 02 01 00 02 00 09  0e 03 05 00 05 00 05 00  0e 01 0e > events/batches
# Accordion inserts and moves at Int.min and Int.max (0x80 then eight bytes of the integer).
bytes 00 00 00 02 00 00 00  00 00 00 03 00 00 00 00 00 00 00 00 00 \
      0f 01 01 00 06 05 01 80 80 00 00 00 00 00 00 00  0f 01 02 00 08 01 80 7f ff ff ff ff ff ff ff > events/hostile-indices
# Reaches and adoptions: reach with reveal, collapse, reach again, adopt the root's ids, adopt
# routes, a target without a primary root, and a raise of the detail column.
bytes 00 00 00 02 00 00 00  14 01 01 05 01 00 02 03 02 01 00  0b 00  14 01 00 01 00 01 00 01 00 \
      15 00 00 01 03  15 02 01 01 01 04  14 00 00 00 00 01 02 00 00 00 01 01  12 02 > events/reach-and-adopt
# Modals: present a sheet, push twice and pop in it, cover it, collapse, back (dismisses the
# cover), pop to and replace top in the sheet, present non-plain and supplementary children
# (refused), dismiss by id, dismiss with none up (refused), a batch presenting and pushing, split.
bytes 00 00 00 02 00 00 00  16 00 00  19 03  19 00  1a  16 08 01  0a 01  09  1b 00  1d 00 \
      16 06 00  16 05 00  18 00  17  0e 02 16 00 00 19 00  0a 00 > events/modals
# Tab groups: a three-column split under a tab group root of three tabs (a selected, badged);
# select b, show a detail child in it, a round trip to a, add d, move it first, badge, remove b,
# push a tab group child to the detail column, show another in the detail column, collapse,
# select and round trip in compact layout, a tab event on a plain child, a move to Int.min.
bytes 03 00 01 01 02 00 00 00  02 00 01 01 00  20 00 01  02 01  25 00 00  21 00 00 01 00 \
      23 00 03 01  24 00 00 01  22 00 01  1e 00 02 01 01 01 00 01 00  1f 00 00 01 00 01 01 00 \
      0b 00  20 00 02  25 00 00  20 d0 c8 01  23 00 00 80 80 80 00 00 00 00 00 00 00 > events/tabs
# Reaching and adopting modals (0x56-0x5f, (byte - 86) % 4: 0 a reach naming modals, 1 a modal's
# dismissal, 2 its ids, 3 its routes): a sheet of three, a cover over it; the platform dismisses
# the cover, swipes back in the sheet and rewrites its path; a reach keeps the sheet cut and
# extended and presents a cover; collapse; a reach naming no modal dismisses both; then a
# dismissal of an id that is no modal's.
bytes 00 00 00 02 00 00 00  16 00 00  19 00  19 08  16 10 01  57 01  58 00 02 03  59 00 02 01 04 01 \
      56 01 00 01 00 00 01 00 01 01 02 01 00 03 00 01 00  0a 01  14 01 00 01 00 00 01 00  57 c8 c8 > events/modal-reach-and-adopt
# Deep nesting and long tab bars (0x60-0x61, 96-97: a column, then 1-3 for a batch pushing
# count % 64 + 1 tab groups and selecting the other tab of the top depth % 64 + 1 of them, top
# first, or 0 for a push of a group of 65 + count tabs): 40 groups, 32 selects (the limit,
# accepted; the state must save and read back); collapse; 40 and 40 (refused, limitExceeded);
# split; a tab bar of 320 tabs.
bytes 00 00 00 02 00 00 00  60 00 01 27 1f  0a 01  60 00 01 27 27  0b 02  60 02 00 ff 07 > events/nesting
ls -l decode events changesets presentations | grep -c '^-' | xargs echo "seeds written:"
