import Testing

@testable import Media

@Suite("How long a tool run may go")
struct RunAllowanceTests {
    let allowance = RunAllowance(timeout: 20, hardLimit: 40)

    @Test("On an idle machine a run stops at its timeout, to the second")
    func idleMachine() {
        #expect(allowance.verdict(elapsed: 19.999, waited: 0) == .goOn)
        #expect(allowance.verdict(elapsed: 20, waited: 0) == .stop(after: 20))
    }

    @Test("Time spent waiting for a processor is given back")
    func waitingIsGivenBack() {
        #expect(allowance.verdict(elapsed: 25, waited: 5.001) == .goOn)
        #expect(allowance.verdict(elapsed: 25, waited: 5) == .stop(after: 20))
        #expect(allowance.verdict(elapsed: 39.999, waited: 39) == .goOn)
    }

    @Test("Never past the hard limit, however long it waited")
    func hardLimit() {
        #expect(allowance.verdict(elapsed: 40, waited: 40) == .stop(after: 40))
        #expect(
            RunAllowance(timeout: 20, hardLimit: 5).verdict(elapsed: 19, waited: 19) == .goOn,
            "a hard limit below the timeout is the timeout")
        #expect(RunAllowance(timeout: 20, hardLimit: 5).verdict(elapsed: 20, waited: 20) == .stop(after: 20))
    }

    @Test("A wait the kernel over-reports cannot make time run backwards")
    func oddReadings() {
        #expect(allowance.verdict(elapsed: 21, waited: -3) == .stop(after: 20))
        #expect(allowance.verdict(elapsed: 30, waited: 100) == .goOn)
    }

    @Test("The next check comes within a second and before the verdict can change")
    func nextCheck() {
        #expect(allowance.nextCheck(elapsed: 0, waited: 0) == 1)
        #expect(abs(allowance.nextCheck(elapsed: 19.75, waited: 0) - 0.25) < 1e-9)
        #expect(abs(allowance.nextCheck(elapsed: 39.5, waited: 30) - 0.5) < 1e-9)
        #expect(allowance.nextCheck(elapsed: 50, waited: 0) > 0)
    }

    @Test("The wait is read from the kernel for a live process, and is nil for none")
    func readsTheKernel() {
        #expect(RunAllowance.waited(pid: Int32.max) == nil)
        #expect(RunAllowance.waited(pid: 0) == nil)
        #expect((RunAllowance.waited(pid: 1) ?? -1) >= 0)
    }
}
