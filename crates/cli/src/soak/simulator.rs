//! The simulator as the soak runs it: on a thread of its own, with a watch on that thread's
//! pauses.
//!
//! The simulator counts a request in the second it *handles* it. When its thread is not
//! running (the machine is busy: the soak, Pacer and the build share two cores), requests that
//! arrive meanwhile are handled together when it runs again, and look like a burst that Pacer
//! never sent. The thread is the simulator's only one, so a tick that comes late on it means
//! the whole simulator was paused; the verdict uses these pauses to tell a burst Pacer sent
//! from one the simulator's own pause made (and reports both).

use std::time::Duration;

use anyhow::Context;
use pacer_sim::{SimConfig, SimHandle};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

/// A pause of the simulator's thread, in simulated seconds since its start.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Pause {
    /// When the thread ran again.
    pub end_s: f64,
    /// How long it had not run.
    pub length_s: f64,
}

/// The simulator on its own thread.
#[derive(Debug)]
pub struct SimThread {
    sim: SimHandle,
    stop: StopOnDrop,
    thread: std::thread::JoinHandle<()>,
    watch: JoinHandle<Vec<Pause>>,
}

/// Ends the simulator's thread when the soak lets go of it, also on an early return: the
/// thread's runtime then ends, and is dropped on that thread.
#[derive(Debug)]
struct StopOnDrop(CancellationToken);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

/// A tick this late (real time) counts as a pause.
const PAUSE: Duration = Duration::from_millis(2);

impl SimThread {
    /// Starts a thread with a single-threaded runtime, and the simulator and the pause watch
    /// on it.
    pub async fn start(config: SimConfig) -> anyhow::Result<SimThread> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .context("cannot start the simulator's runtime")?;
        let spawner = runtime.handle().clone();
        let stop = CancellationToken::new();
        let thread = {
            let stop = stop.clone();
            std::thread::Builder::new()
                .name("soak-simulator".into())
                .spawn(move || runtime.block_on(stop.cancelled()))
                .context("cannot start the simulator's thread")?
        };
        let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
        listener.set_nonblocking(true)?;
        let sim = spawner
            .spawn(async move {
                let listener = tokio::net::TcpListener::from_std(listener)?;
                pacer_sim::start(listener, config).await
            })
            .await
            .context("the simulator's start failed")??;
        let scale = sim.config().time_scale;
        let origin = (std::time::Instant::now(), sim.sim_time().as_secs_f64());
        let done = sim.shutdown_token();
        let watch = spawner.spawn(async move {
            let mut pauses = Vec::new();
            let tick = Duration::from_millis(1);
            let mut last = std::time::Instant::now();
            loop {
                tokio::select! {
                    () = done.cancelled() => return pauses,
                    () = tokio::time::sleep(tick) => {}
                }
                let now = std::time::Instant::now();
                let late = now.duration_since(last).saturating_sub(tick);
                if late >= PAUSE {
                    pauses.push(Pause {
                        end_s: origin.1 + now.duration_since(origin.0).as_secs_f64() / scale,
                        length_s: late.as_secs_f64() / scale,
                    });
                }
                last = now;
            }
        });
        Ok(SimThread {
            sim,
            stop: StopOnDrop(stop),
            thread,
            watch,
        })
    }

    /// The simulator.
    pub fn handle(&self) -> &SimHandle {
        &self.sim
    }

    /// Stops the simulator (its log written out) and its thread; the pauses seen.
    pub async fn stop(self) -> anyhow::Result<Vec<Pause>> {
        let SimThread {
            sim,
            stop,
            thread,
            watch,
        } = self;
        sim.shutdown().await?;
        let pauses = watch.await.unwrap_or_default();
        drop(stop);
        // The thread ends at once now; a panic in it has already been reported on stderr.
        let _ = tokio::task::spawn_blocking(move || thread.join()).await;
        Ok(pauses)
    }
}
