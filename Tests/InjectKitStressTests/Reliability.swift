import Testing

/// The reliability suites of issue 12: stress, fault injection, random graphs against
/// `verify()`, and leaks. Serialized, so each timed suite has the machine's cores to itself and
/// the figures it prints are comparable between runs.
@Suite(.serialized) enum Reliability {}
