// A lock holding shared state, with a condition to wait on, and a way to start a thread: the few
// threading calls the layers above need, kept beside the other operating-system calls.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one home of state shared between threads (a reader filling a feed, the host's inbox, a
/// preview's output): a value of `State` behind a mutex, with one condition to wait on.
///
/// The state is reachable only inside the lock: ``withLock(_:)`` lends it to its closure as
/// `inout`, ``wait(until:timeoutMilliseconds:)`` lends it to its predicate, and no other member
/// touches it. `State` is `Sendable`, so whatever a closure copies out of it may be used on any
/// thread. A class whose stored properties are `let`s of `Sendable` types and one `Locked` is
/// checked `Sendable` by the compiler.
///
/// Why its `Sendable` conformance is unchecked: the compiler cannot see that a pthread mutex
/// serialises every access to the stored state. That invariant (every read and write of `state`
/// between `pthread_mutex_lock` and `pthread_mutex_unlock` of `mutex`) is kept by this type alone,
/// which is why it is small.
///
/// ```swift
/// let pending = Locked([TerminalEvent]())
/// pending.withLock { $0.append(event) }
/// pending.signal()
/// ```
package final class Locked<State: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>
    /// Read and written only while `mutex` is held.
    private let state: UnsafeMutablePointer<State>

    /// Creates an unlocked lock holding `initial`.
    package init(_ initial: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
        state = .allocate(capacity: 1)
        state.initialize(to: initial)
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` on the state, holding the lock.
    package func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }

    /// Wakes every thread waiting in ``wait(until:timeoutMilliseconds:)``.
    package func signal() {
        pthread_mutex_lock(mutex)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Waits, holding the lock between checks, until `isDone` is true of the state or about
    /// `timeoutMilliseconds` pass; returns the last answer of `isDone`.
    package func wait(until isDone: (State) -> Bool, timeoutMilliseconds: Int) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let total = Int(now.tv_nsec) + (timeoutMilliseconds % 1000) * 1_000_000
        var deadline = timespec()
        deadline.tv_sec = now.tv_sec + time_t(timeoutMilliseconds / 1000 + total / 1_000_000_000)
        deadline.tv_nsec = .init(total % 1_000_000_000)
        while !isDone(state.pointee) {
            if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { return isDone(state.pointee) }
        }
        return true
    }
}

/// Starting threads outside Swift's cooperative pool, for work that blocks (reading a pipe).
package enum BackgroundThread {
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread; false when the system refused to start one.
    @discardableResult
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let result = pthread_create(
            &thread, nil,
            { argument in
                #if canImport(Darwin)
                    let pointer = argument
                #else
                    guard let pointer = argument else { return nil }
                #endif
                let box = Unmanaged<Box>.fromOpaque(pointer).takeRetainedValue()
                box.body()
                return nil
            }, box)
        guard result == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        #if canImport(Darwin)
            if let thread { pthread_detach(thread) }
        #else
            pthread_detach(thread)
        #endif
        return true
    }
}
