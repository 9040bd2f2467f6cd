import Foundation
import SplitNavigation
import Testing

/// Saved states written by every released format stay readable. Each `Fixtures/format-N/` folder
/// holds states in format N, written once and never edited: a change that stops one from
/// decoding breaks users' saved sessions.
@Suite("Saved-state format compatibility")
struct FormatCompatibilityTests {
    static func fixtures(format: Int) throws -> [(name: String, data: Data)] {
        guard let folder = Bundle.module.url(forResource: "format-\(format)", withExtension: nil, subdirectory: "Fixtures") else {
            throw MissingFixtures(format: format)
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { ($0.lastPathComponent, try Data(contentsOf: $0)) }
    }

    struct MissingFixtures: Error {
        let format: Int
    }

    @Test func everyFormat1FixtureDecodesAndRoundTrips() throws {
        let fixtures = try Self.fixtures(format: 1)
        #expect(fixtures.count == 4)
        for (name, data) in fixtures {
            let state = try SplitState<String>(json: data)
            #expect(try SplitState<String>(json: state.jsonData()) == state, "\(name)")
            // A state read from format 1 keeps working: it accepts events.
            var navigator = SplitNavigator(state: state)
            try navigator.send(.setLayout(state.layout == .regular ? .compact : .regular))
        }
    }

    @Test func everyFormat2FixtureDecodesAndRoundTrips() throws {
        let fixtures = try Self.fixtures(format: 2)
        #expect(fixtures.map(\.name) == [
            "three-columns-compact-kept-aside.json", "three-columns-medium-accordion.json",
            "three-columns-medium-follow-navigation.json", "three-columns-regular.json",
            "two-columns-compact.json", "two-columns-regular-detail-only.json",
        ])
        for (name, data) in fixtures {
            let state = try SplitState<String>(json: data)
            #expect(try SplitState<String>(json: state.jsonData()) == state, "\(name)")
            // Written by this version's encoder: encoding again gives the same bytes.
            #expect(String(decoding: try state.jsonData(), as: UTF8.self) == String(decoding: data, as: UTF8.self), "\(name)")
            var navigator = SplitNavigator(state: state)
            try navigator.send(.setWidth(state.layout == .regular ? .compact : .medium))
        }
    }

    @Test func theFormat2FixturesKeepWhatTheyWereWrittenWith() throws {
        let states = Dictionary(uniqueKeysWithValues: try Self.fixtures(format: 2).map { ($0.name, try SplitState<String>(json: $0.data)) })
        let medium = try #require(states["three-columns-medium-follow-navigation.json"])
        #expect(medium.columns == .three)
        #expect(medium.width == .medium)
        #expect(medium.mediumWidthPolicy == .followNavigation)
        #expect(medium.focus == .detail)
        #expect(medium.visibleColumns == [.supplementary, .detail])
        let keptAside = try #require(states["three-columns-compact-kept-aside.json"])
        #expect(keptAside.compactStack?.routes == ["Mailboxes", "Inbox", "Thread"])
        #expect(keptAside.keptAside.routes == ["Message", "Reply"])
        #expect(keptAside.visibility == .doubleColumn)
        let accordion = try #require(states["three-columns-medium-accordion.json"])
        #expect(accordion.stack(.supplementary).routes == ["Inbox list"])
        #expect(accordion.child(2)?.content.accordion != nil)
        let two = try #require(states["two-columns-regular-detail-only.json"])
        #expect(two.columns == .two)
        #expect(two.visibility == .detailOnly)
    }

    @Test func theFormat3TabGroupFixtureSplitsAndSwitchesBack() throws {
        let data = try #require(try Self.fixtures(format: 3).first { $0.name == "two-columns-compact-tab-group-root.json" }?.data)
        let state = try SplitState<String>(json: data)
        #expect(String(decoding: try state.jsonData(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
        var navigator = SplitNavigator(state: state)
        try navigator.send(.setLayout(.regular))
        #expect(navigator.state.stack(.detail).routes == ["Event"])
        try navigator.send(.tabs(1, .selectTab("mail")))
        #expect(navigator.state.stack(.detail).routes == ["Message"])
        #expect(navigator.tabGroup(1)?.tab("mail")?.badge == "3")
    }

    @Test func aTabGroupInAFormat2StateIsRejected() throws {
        let data = try #require(try Self.fixtures(format: 3).first { $0.name == "two-columns-compact-tab-group-root.json" }?.data)
        let format2 = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""format":3"#, with: #""format":2"#)
        let error = #expect(throws: NavigationError.self) { try SplitState<String>(json: Data(format2.utf8)) }
        #expect(error?.message.contains("format 2 cannot hold") == true)
    }

    @Test func everyFormat3ModalFixtureDecodesRoundTripsAndKeepsItsModals() throws {
        let fixtures = try Self.fixtures(format: 3).filter { $0.name.hasSuffix("-modals.json") }
        #expect(fixtures.map(\.name) == ["three-columns-compact-kept-aside-modals.json", "three-columns-regular-modals.json"])
        for (name, data) in fixtures {
            let state = try SplitState<String>(json: data)
            #expect(String(decoding: try state.jsonData(), as: UTF8.self) == String(decoding: data, as: UTF8.self), "\(name)")
            #expect(state.modals.map(\.style) == [.sheet, .fullScreenCover], "\(name)")
            #expect(state.modals[0].stack.routes == ["Compose", "Attachments"], "\(name)")
            var navigator = SplitNavigator(state: state)
            try navigator.send(.setWidth(state.layout == .regular ? .compact : .medium))
            #expect(navigator.state.modals == state.modals)
        }
    }

    @Test func theCurrentFormatIsThreeAndStatesWithoutModalsOrTabsStillSaveAsFormat2() throws {
        // Bumping the format means adding Fixtures/format-4 and keeping formats 1 to 3 decoding.
        #expect(SplitState<String>.currentFormat == 3)
        for (name, data) in try Self.fixtures(format: 2) {
            let json = try JSONSerialization.jsonObject(with: SplitState<String>(json: data).jsonData()) as? [String: Any]
            #expect(json?["format"] as? Int == 2, "\(name)")
        }
    }
}
