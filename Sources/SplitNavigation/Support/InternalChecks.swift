/// Whether this build of the library re-checks its invariants after every mutation: debug builds
/// made with `SPLITNAV_INTERNAL_CHECKS=1` in the environment (Package.swift), as the library's
/// own CI makes them. Tests ask it to know whether to check after every step themselves, and CI
/// asks it to know that the flag reached the build.
package enum InternalChecks {
    /// Whether `SPLITNAV_INTERNAL_CHECKS` was defined when the library was compiled.
    package static var areCompiledIn: Bool {
        #if SPLITNAV_INTERNAL_CHECKS
        true
        #else
        false
        #endif
    }
}
