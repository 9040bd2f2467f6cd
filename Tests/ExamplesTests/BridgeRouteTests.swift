import Foundation
import SplitBridge
import Testing

/// `"routes":"json"`: any JSON value is a route, numbers in routes may have fractions, every
/// other field is as strict as ever, and string sessions are unchanged.
@Suite("splitnav's JSON routes")
struct BridgeRouteTests {
    private func answers(_ lines: [String]) -> [String] {
        var session = BridgeSession()
        return lines.map { session.respond(to: Array($0.utf8)) }
    }

    @Test func aJSONSessionTakesAnyValueAsARouteAndWritesItBack() {
        let replies = answers([
            #"{"event":"start","routes":"json","primary":[{"queue":"Inbox"}],"detail":[3, 2.5, true, null, ["a"]]}"#,
            #"{"event":"push","route":{"ticket":{"id":1,"priority":0.5}},"column":"detail"}"#,
            #"{"event":"showDetail","routes":[1.5e2, "Plain"]}"#,
        ])
        #expect(replies[0].contains(#""route":{"queue":"Inbox"}"#), "\(replies[0])")
        #expect(replies[0].contains(#""route":2.5"#) && replies[0].contains(#""route":null"#) && replies[0].contains(#""route":["a"]"#))
        #expect(replies[1].contains(#""route":{"ticket":{"id":1,"priority":0.5}}"#), "\(replies[1])")
        #expect(replies[2].contains(#""route":150"#) && replies[2].contains(#""route":"Plain""#), "\(replies[2])")
    }

    @Test func fractionsAreStillRejectedOutsideRoutesAndInStringSessions() {
        let json = answers([#"{"event":"start","routes":"json","primary":["A"]}"#, #"{"event":"popTo","id":1.5}"#])
        #expect(json[1].contains("1.5 is not a whole number"), "\(json[1])")
        let strings = answers([#"{"event":"start","primary":["A"]}"#, #"{"event":"push","route":1.5,"column":"detail"}"#])
        #expect(strings[1].contains("1.5 is not a whole number"), "\(strings[1])")
        let nested = answers([#"{"event":"start","primary":["A"]}"#, #"{"event":"showDetail","children":[{"route":{"a":1}}]}"#])
        #expect(nested[1].contains(#""code":"malformedInput""#) && nested[1].contains("expected a string"), "\(nested[1])")
    }

    @Test func aLaterStartWithoutRoutesGoesBackToStrings() {
        var session = BridgeSession()
        _ = session.respond(to: Array(#"{"event":"start","routes":"json","primary":[1]}"#.utf8))
        #expect(session.routes == .json)
        _ = session.respond(to: Array(#"{"event":"start","primary":["A"]}"#.utf8))
        #expect(session.routes == .strings)
        #expect(session.respond(to: Array(#"{"event":"push","route":2,"column":"detail"}"#.utf8)).contains("must be a string"))
        #expect(session.respond(to: Array(#"{"event":"start","routes":"yaml","primary":["A"]}"#.utf8)).contains(#"\"routes\" of start must be \"strings\" or \"json\""#))
    }

    @Test func descriptionsOfStringRoutesAreThePlainString() {
        #expect(BridgeRoute.string("Inbox").description == "Inbox")
        #expect(BridgeRoute.object(["b": .integer(1), "a": .array([.null, .boolean(true)])]).description == #"{"a":[null,true],"b":1}"#)
    }

    @Test func theSessionCountsLinesThatDoNotPlay() {
        var session = BridgeSession()
        _ = session.respond(to: Array(#"{"event":"back"}"#.utf8))
        _ = session.respond(to: Array(#"{"event":"start","primary":["A"]}"#.utf8))
        _ = session.respond(to: Array(#"{"event":"pop","column":"primary"}"#.utf8))
        _ = session.respond(to: Array("not json".utf8))
        #expect(session.unplayedLines == 2)
        #expect(session.lines == 4)
        #expect(session.firstUnplayed?.line == 1)
        #expect(session.firstUnplayed?.reply.contains("notStarted") == true)
    }
}
