#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SplitNavigation
import SplitText

// split-terminal: a live, full-screen front end. The layout follows the terminal's width;
// resizing the window collapses or splits the stacks as it happens.

var policy = CollapsePolicy.detailOnTop
var splitWidth = 80
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--policy":
        guard let name = arguments.popFirst(), let value = CollapsePolicy(rawValue: name) else {
            print("split-terminal: --policy takes detailOnTop, chronological or hideDetail")
            exit(64)
        }
        policy = value
    case "--split-width":
        guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
            print("split-terminal: --split-width takes a positive number")
            exit(64)
        }
        splitWidth = value
    default:
        print("usage: split-terminal [--policy detailOnTop|chronological|hideDetail] [--split-width N]")
        exit(argument == "--help" || argument == "-h" ? 0 : 64)
    }
}

guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
    print("split-terminal needs a terminal; try `swift run splitnav` for a pipe-friendly front end.")
    exit(64)
}

let terminal = Terminal()
var size = terminal.size
var session: TerminalSession
do {
    session = try TerminalSession(policy: policy, splitWidth: splitWidth, width: size.columns)
} catch {
    Terminal.restore()
    print("split-terminal: \(error)")
    exit(1)
}
let style = TextStyle(usesColor: getenv("NO_COLOR") == nil)
terminal.draw(session.screen(width: size.columns, rows: size.rows, style: style))

loop: while true {
    let key = terminal.readKey()
    let newSize = terminal.size
    var redraw = newSize != size
    if redraw {
        size = newSize
        session.fit(width: size.columns)
    }
    if let key {
        switch key {
        case .character("q"), .interrupt:
            break loop
        case .up, .down:
            redraw = session.moveCursor(by: key == .up ? -1 : 1) || redraw
        default:
            if let event = session.event(for: key) {
                session.send(event)
                redraw = true
            }
        }
    }
    if redraw {
        terminal.draw(session.screen(width: size.columns, rows: size.rows, style: style))
    }
}
Terminal.restore()
print("split-terminal: bye (\(session.navigator.state.children.count) children at exit)")
