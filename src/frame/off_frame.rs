//! Work done off the frame loop, written once: a computation started on one of Bevy's
//! task pools for a state (its *key*), collected by a later frame when it is done, and
//! never taken for another state's ([`OffFrame`]); and jobs that run side by side, each
//! result collected once ([`OffFrameJobs`]). The odds, the story, the drama's look ahead
//! and the history's reading use the first, the printed cards the second.
//!
//! The staleness rule is the key: a result is the answer for the key its work was
//! started for, and [`OffFrame::get`] gives it for that key only. Whoever shows an older
//! answer while the newest is worked out ([`OffFrame::latest`]) says so on screen.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, IoTaskPool, Task, futures::check_ready};
use bevy::window::RequestRedraw;

/// Which of Bevy's task pools the work runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pool {
    /// `AsyncComputeTaskPool`: work for the processor that may take longer than a frame.
    Compute,
    /// `IoTaskPool`: work that mostly waits for files.
    Io,
}

impl Pool {
    /// Starts `work` on this pool.
    fn spawn<T: Send + 'static>(self, work: impl FnOnce() -> T + Send + 'static) -> Task<T> {
        let job = async move { work() };
        match self {
            Pool::Compute => AsyncComputeTaskPool::get().spawn(job),
            Pool::Io => IoTaskPool::get().spawn(job),
        }
    }
}

/// What asking for a new key does to the work still running for an older one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Superseded {
    /// It is dropped and the new key's work starts at once: an older state's answer is
    /// of no use (a throw's drama needs this state's chance or none).
    Dropped,
    /// It finishes first and the new key's work starts when it is ready: its answer
    /// is shown, marked as behind, while the newest is worked out, and keys that move
    /// faster than the work is done still get answers.
    Finishes,
}

/// Work under way: the key it is for, when it started, the task.
struct Running<K, T> {
    key: K,
    started: Instant,
    task: Task<T>,
}

/// A result in: the key it is for, how long after its start it was collected (`None`
/// for one put in with [`OffFrame::put_ready`]), the result.
struct Ready<K, T> {
    key: K,
    waited: Option<Duration>,
    value: T,
}

/// A result worked out off the frame for one key (a state of the game, a visit to a
/// screen) at a time: the work under way, the newest result in, and the key each is
/// for. Each frame the owner calls [`OffFrame::poll`], then [`OffFrame::start`] for the
/// key the frame is at (only [`OffFrame::needs`] work, so nothing is worked out twice),
/// and reads the answer with [`OffFrame::get`] (this key's only) or
/// [`OffFrame::latest`] (perhaps an older key's).
pub(crate) struct OffFrame<K, T> {
    pool: Pool,
    superseded: Superseded,
    running: Option<Running<K, T>>,
    ready: Option<Ready<K, T>>,
    just_ready: bool,
}

impl<K: PartialEq, T: Send + 'static> OffFrame<K, T> {
    /// Nothing worked out yet; work will run on `pool`, and work for a key that is no
    /// longer wanted is `superseded` as that says.
    pub const fn new(pool: Pool, superseded: Superseded) -> Self {
        Self {
            pool,
            superseded,
            running: None,
            ready: None,
            just_ready: false,
        }
    }

    /// Whether [`OffFrame::start`] for `key` would start work now: none is running or
    /// in for `key`, and none for another key must finish first.
    pub fn needs(&self, key: &K) -> bool {
        let ready = self.ready.as_ref().is_some_and(|l| l.key == *key);
        match &self.running {
            Some(r) if r.key == *key => false,
            Some(_) => !ready && self.superseded == Superseded::Dropped,
            None => !ready,
        }
    }

    /// Starts `work` for `key` if it [`needs`](OffFrame::needs) to (dropping work for
    /// an older key where that is [`Superseded::Dropped`]); whether it started. The
    /// result in stays until the new one is ready.
    pub fn start(&mut self, key: K, work: impl FnOnce() -> T + Send + 'static) -> bool {
        if !self.needs(&key) {
            return false;
        }
        self.running = Some(Running {
            key,
            started: Instant::now(),
            task: self.pool.spawn(work),
        });
        true
    }

    /// Collects the work if it is done: the result that came this frame, which is
    /// from now on the one [`OffFrame::latest`] gives.
    pub fn poll(&mut self) -> Option<&T> {
        self.just_ready = false;
        let running = self.running.as_mut()?;
        let value = check_ready(&mut running.task)?;
        let Running { key, started, .. } = self.running.take()?;
        self.ready = Some(Ready {
            key,
            waited: Some(started.elapsed()),
            value,
        });
        self.just_ready = true;
        self.ready.as_ref().map(|l| &l.value)
    }

    /// Puts in `value` as the result for `key`, worked out elsewhere (a view drawn with a
    /// ready answer, an answer that needs no work); work under way is dropped.
    pub fn put_ready(&mut self, key: K, value: T) {
        self.running = None;
        self.ready = Some(Ready {
            key,
            waited: None,
            value,
        });
    }

    /// The result for `key`, if it is in: never one worked out for another key.
    pub fn get(&self, key: &K) -> Option<&T> {
        self.ready
            .as_ref()
            .filter(|l| l.key == *key)
            .map(|l| &l.value)
    }

    /// The newest result in, whichever key it is for (while [`OffFrame::is_running`], it
    /// may be behind the state the frame is at).
    pub fn latest(&self) -> Option<&T> {
        self.ready.as_ref().map(|l| &l.value)
    }

    /// Drops the result in unless `keep` says its key still suits (a story of the same
    /// game, a roll behind, still does; another game's does not).
    pub(crate) fn keep_latest_if(&mut self, keep: impl FnOnce(&K) -> bool) {
        if self.ready.as_ref().is_some_and(|l| !keep(&l.key)) {
            self.ready = None;
        }
    }

    /// How long the result in waited from its work's start to the frame that collected
    /// it: what the window adds to the time the work itself takes.
    pub fn waited(&self) -> Option<Duration> {
        self.ready.as_ref().and_then(|l| l.waited)
    }

    /// Whether work is under way.
    pub(crate) fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Whether nothing is under way or in.
    pub fn is_empty(&self) -> bool {
        self.running.is_none() && self.ready.is_none()
    }

    /// Drops the work under way and the result in.
    pub fn clear(&mut self) {
        self.running = None;
        self.ready = None;
        self.just_ready = false;
    }

    /// Asks for the next frame while work is under way and on the frame its result
    /// came, so that a window that redraws only on input (low-power mode) still shows
    /// the answer when it comes.
    pub(crate) fn keep_frames_coming(&self, redraw: &mut MessageWriter<RequestRedraw>) {
        frames_while(self.running.is_some() || self.just_ready, redraw);
    }
}

/// A redraw asked for when `busy`: work under way, or a result that came this frame
/// and is still to be shown.
fn frames_while(busy: bool, redraw: &mut MessageWriter<RequestRedraw>) {
    if busy {
        redraw.write(RequestRedraw);
    }
}

/// Jobs that run side by side off the frame, each result collected once, in the order
/// the jobs were started (the cards being printed). Nothing is keyed: no job makes
/// another stale.
pub(crate) struct OffFrameJobs<T> {
    pool: Pool,
    running: Vec<Task<T>>,
    /// Whether the last poll collected a result, still to be shown.
    just_ready: bool,
}

impl<T: Send + 'static> OffFrameJobs<T> {
    /// No jobs yet; they will run on `pool`.
    pub const fn new(pool: Pool) -> Self {
        Self {
            pool,
            running: Vec::new(),
            just_ready: false,
        }
    }

    /// Starts `work` beside the jobs under way.
    pub fn start(&mut self, work: impl FnOnce() -> T + Send + 'static) {
        self.running.push(self.pool.spawn(work));
    }

    /// Starts `work` for a window that must stay idle while it runs (the frame bench
    /// watching the idle table's CPU time, which frames would spoil): nothing asks for a
    /// frame until the work is done, and then `wake` wakes the window. From that frame
    /// on, [`Self::keep_frames_coming`] keeps frames coming until the result, stored a
    /// moment after the wake, is collected.
    #[cfg(feature = "shots")]
    pub fn start_then_wake(
        &mut self,
        work: impl FnOnce() -> T + Send + 'static,
        wake: Option<bevy::winit::EventLoopProxy<bevy::winit::WinitUserEvent>>,
    ) {
        self.start(move || {
            let value = work();
            if let Some(wake) = wake {
                let _ = wake.send_event(bevy::winit::WinitUserEvent::WakeUp);
            }
            value
        });
    }

    /// The results of the jobs done since the last call.
    pub fn poll(&mut self) -> Vec<T> {
        let mut done = Vec::new();
        self.running.retain_mut(|task| match check_ready(task) {
            Some(value) => {
                done.push(value);
                false
            }
            None => true,
        });
        self.just_ready = !done.is_empty();
        done
    }

    /// Whether the frames must keep coming: a job is under way, or one came on this
    /// frame (its result is shown on the next).
    pub(crate) fn wants_frames(&self) -> bool {
        !self.running.is_empty() || self.just_ready
    }

    /// Asks for the next frame while a job is under way and on the frame one came, so
    /// that an idle window (one that redraws only on input) shows what the job says at
    /// once, not at the next mouse move.
    pub(crate) fn keep_frames_coming(&self, redraw: &mut MessageWriter<RequestRedraw>) {
        frames_while(self.wants_frames(), redraw);
    }

    /// Whether any job is under way.
    #[cfg(test)]
    pub(crate) fn is_running(&self) -> bool {
        !self.running.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::tasks::TaskPool;
    use std::sync::mpsc::{Receiver, Sender, channel};

    /// The most times a test looks at work it knows has finished before giving up: the
    /// task only has to hand its result over.
    const LOOKS: usize = 100_000;

    /// Work that returns `value` once the test opens its [`Gate`].
    fn gated(value: u32) -> (impl FnOnce() -> u32 + Send + 'static, Gate) {
        AsyncComputeTaskPool::get_or_init(TaskPool::new);
        IoTaskPool::get_or_init(TaskPool::new);
        let (go, wait) = channel::<()>();
        let (told, done) = channel::<()>();
        let work = move || {
            // A dropped sender is a go too: nothing is left blocked on the pool.
            let _ = wait.recv();
            let _ = told.send(());
            value
        };
        (work, Gate { go, done })
    }

    /// The test's hold on a [`gated`] work.
    struct Gate {
        go: Sender<()>,
        done: Receiver<()>,
    }

    impl Gate {
        /// Lets the work finish and waits until it has (at once where it was dropped
        /// before it began).
        fn open(self) {
            let _ = self.go.send(());
            let _ = self.done.recv();
        }
    }

    /// Work for `'a'` under way, returning `value` when its gate opens.
    fn running(superseded: Superseded, value: u32) -> (OffFrame<char, u32>, Gate) {
        let mut off = OffFrame::new(Pool::Compute, superseded);
        let (work, gate) = gated(value);
        assert!(off.start('a', work));
        assert!(off.is_running() && off.get(&'a').is_none());
        (off, gate)
    }

    /// Opens `gate` and polls until the work's result is ready.
    fn until_ready(off: &mut OffFrame<char, u32>, gate: Gate) -> Option<u32> {
        gate.open();
        (0..LOOKS).find_map(|_| {
            let ready = off.poll().copied();
            if ready.is_none() {
                std::thread::yield_now();
            }
            ready
        })
    }

    #[test]
    fn a_result_for_the_current_key_is_kept() {
        let (mut off, gate) = running(Superseded::Dropped, 7);
        assert_eq!(until_ready(&mut off, gate), Some(7));
        assert_eq!((off.get(&'a'), off.latest()), (Some(&7), Some(&7)));
        assert!(!off.is_running() && off.waited().is_some());
        // Frames after it leave it in.
        assert_eq!(off.poll(), None);
        assert_eq!(off.get(&'a'), Some(&7));
    }

    #[test]
    fn a_result_ready_after_the_key_moved_is_not_the_new_keys() {
        let (mut off, gate) = running(Superseded::Finishes, 1);
        // The state moves on: its work waits for the older one to be ready.
        assert!(!off.needs(&'b') && !off.start('b', || 2));
        assert_eq!(until_ready(&mut off, gate), Some(1));
        assert_eq!((off.get(&'b'), off.latest()), (None, Some(&1)));
        // Then the new key's work starts, and its result replaces the older one.
        let (work, gate) = gated(2);
        assert!(off.start('b', work));
        assert_eq!(until_ready(&mut off, gate), Some(2));
        assert_eq!((off.get(&'a'), off.get(&'b')), (None, Some(&2)));
        // A result whose key no longer suits is dropped.
        off.keep_latest_if(|key| *key == 'c');
        assert_eq!(off.latest(), None);
    }

    #[test]
    fn starting_again_for_the_same_key_does_not_restart() {
        let (mut off, gate) = running(Superseded::Dropped, 1);
        assert!(!off.needs(&'a') && !off.start('a', || 2));
        assert_eq!(until_ready(&mut off, gate), Some(1));
        assert!(!off.start('a', || 3));
        assert_eq!(off.get(&'a'), Some(&1));
        // Cleared, it is worked out again.
        off.clear();
        assert!(off.is_empty() && off.start('a', || 4));
    }

    #[test]
    fn a_new_key_replaces_running_work() {
        let (mut off, old_gate) = running(Superseded::Dropped, 1);
        let (new, new_gate) = gated(2);
        assert!(off.needs(&'b') && off.start('b', new));
        // The old work may already be on a thread: let it end before the new one.
        old_gate.open();
        assert_eq!(until_ready(&mut off, new_gate), Some(2));
        assert_eq!((off.get(&'a'), off.get(&'b')), (None, Some(&2)));
    }

    #[test]
    fn every_job_is_collected_once() {
        let mut jobs = OffFrameJobs::new(Pool::Io);
        let (first, first_gate) = gated(1);
        let (second, second_gate) = gated(2);
        jobs.start(first);
        jobs.start(second);
        first_gate.open();
        second_gate.open();
        let mut done = Vec::new();
        for _ in 0..LOOKS {
            done.extend(jobs.poll());
            if !jobs.is_running() {
                break;
            }
            std::thread::yield_now();
        }
        done.sort_unstable();
        assert_eq!(done, [1, 2]);
        assert!(jobs.poll().is_empty());
    }

    #[test]
    fn jobs_want_frames_while_they_run_and_on_the_frame_one_comes() {
        let mut jobs = OffFrameJobs::new(Pool::Io);
        assert!(!jobs.wants_frames());
        let (work, gate) = gated(5);
        jobs.start(work);
        assert!(jobs.wants_frames(), "under way");
        gate.open();
        let came = (0..LOOKS).find_map(|_| {
            let done = jobs.poll();
            if done.is_empty() {
                std::thread::yield_now();
                return None;
            }
            Some(done)
        });
        assert_eq!(came, Some(vec![5]));
        assert!(
            jobs.wants_frames(),
            "the frame it came on asks for the next"
        );
        assert!(jobs.poll().is_empty());
        assert!(!jobs.wants_frames(), "then the window may rest");
    }
}
