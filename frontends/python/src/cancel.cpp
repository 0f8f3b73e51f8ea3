// cancel=: a call of the module stopped from any thread by an object with is_set() (a
// threading.Event). The Python layer names the object for the calling thread
// (_kakuro._set_cancel); while the engine runs without the GIL, a poller thread asks it every
// 10 ms, with the GIL, and cancels the call's token once it is set: the engine stops as on
// Ctrl-C (a limit: the Python layer reports status "interrupted").
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "common.hpp"

namespace kakuro::python {

namespace {

// The calling thread's cancel object (a new reference), or nullptr.
thread_local PyObject* t_cancel = nullptr;

}  // namespace

struct CancelWatch::Poller {
  std::mutex mutex;
  std::condition_variable wake;
  bool stop = false;
  std::thread thread;
};

CancelWatch::CancelWatch(CancelToken& token) {
  PyObject* cancel = t_cancel;
  if (!cancel) return;
  poller_ = std::make_unique<Poller>();
  Poller* p = poller_.get();
  p->thread = std::thread([p, cancel, &token] {
    std::unique_lock lock(p->mutex);
    for (bool first = true;; first = false) {
      // Asked at once (an object set before the call stops it before it runs long), then every 10 ms.
      if (!first && p->wake.wait_for(lock, std::chrono::milliseconds(10), [p] { return p->stop; })) return;
      lock.unlock();
      bool set = false;
      {
        py::gil_scoped_acquire gil;
        try {
          set = py::reinterpret_borrow<py::object>(cancel).attr("is_set")().cast<bool>();
        } catch (py::error_already_set& e) {
          e.discard_as_unraisable("kakuro: cancel.is_set()");
          set = true;  // a cancel object that fails is taken as set: the call stops
        }
      }
      if (set) {
        token.cancel();
        return;
      }
      lock.lock();
    }
  });
}

CancelWatch::~CancelWatch() {
  if (!poller_) return;
  {
    std::lock_guard lock(poller_->mutex);
    poller_->stop = true;
  }
  poller_->wake.notify_all();
  poller_->thread.join();
}

void bind_cancel(py::module_& m) {
  m.def(
      "_set_cancel",
      [](const py::object& cancel) -> py::object {
        if (!cancel.is_none() && !py::hasattr(cancel, "is_set"))
          throw py::type_error("cancel must have is_set() (a threading.Event), not " +
                               py::str(py::type::of(cancel).attr("__name__")).cast<std::string>());
        py::object previous = t_cancel ? py::reinterpret_steal<py::object>(t_cancel)
                                       : py::reinterpret_borrow<py::object>(Py_None);
        t_cancel = cancel.is_none() ? nullptr : cancel.inc_ref().ptr();
        return previous;
      },
      py::arg("cancel"),
      "Names the calling thread's cancel object (None: none) for the calls that follow; returns the "
      "previous one.");
}

}  // namespace kakuro::python
