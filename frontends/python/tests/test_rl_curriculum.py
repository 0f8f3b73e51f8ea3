"""KakuroCurriculum, and registration with reasoning_gym as docs/python.md shows it, tested
against a stand-in with the same checks (reasoning_gym is not installed here)."""
import dataclasses
import sys
import types
from abc import ABC, abstractmethod

import pytest

from kakuro.rl import KakuroConfig, KakuroCurriculum, KakuroDataset, register
from kakuro.rl.config import MIN_SIZE

ORDER = ["easy", "medium", "hard", "expert", "extreme"]


def test_levels_rise_from_small_easy_to_large_extreme():
    c = KakuroCurriculum()
    configs = []
    for level in range(6):
        c.set_global_level(level)
        assert c.get_max_level() == level
        configs.append(c.generate_configuration({"seed": 4, "size": 10}))
    assert len(configs) >= 5
    for config in configs:
        config.validate()
        assert (config.seed, config.size) == (4, 10)
    first, top = configs[0], configs[-1]
    assert (first.min_rows, first.min_cols, first.difficulties) == (5, 5, ("easy",))
    assert (top.min_rows, top.min_cols, top.difficulties) == (14, 14, ("extreme",))
    for a, b in zip(configs, configs[1:]):
        assert b.min_rows >= a.min_rows and b.min_cols >= a.min_cols
        assert max(map(ORDER.index, b.difficulties)) >= max(map(ORDER.index, a.difficulties))
    # The top level's entries really are bigger and harder than the first's.
    e0 = KakuroDataset(dataclasses.replace(first, size=1))[0]["metadata"]
    e5 = KakuroDataset(dataclasses.replace(top, size=1))[0]["metadata"]
    assert e5["rows"] * e5["cols"] > e0["rows"] * e0["cols"]
    assert ORDER.index(e5["rating"]["level"]) > ORDER.index(e0["rating"]["level"])
    assert e5["rating"]["score"] > e0["rating"]["score"]


def test_increment_and_attribute_levels():
    c = KakuroCurriculum()
    assert c.get_max_level() == 0
    steps = 0
    while c.increment_global_level():
        steps += 1
    assert steps == 5 and c.get_max_level() == 5 and not c.increment_global_level()
    assert c.decrement_global_level() and c.get_max_level() == 4
    c.set_global_level(0)
    assert c.increment_attr_level("difficulty") and c.get_attr_value("difficulty") == ("easy", "medium")
    c.set_attr_level("difficulty", 5)
    # Sizes below the level's smallest are raised rather than left invalid.
    config = c.generate_configuration()
    config.validate()
    assert config.min_rows >= MIN_SIZE["extreme"] and config.difficulties == ("extreme",)
    with pytest.raises(ValueError):
        c.set_attr_level("rows", 6)
    with pytest.raises(KeyError):
        c.get_attr_level("colour")


def test_a_range_context_sets_both_bounds():
    class Context:
        def get_attr_value(self, curriculum, attr):
            return [5, 8] if attr.name in ("rows", "cols") else None

    config = KakuroCurriculum().generate_configuration({"seed": 1}, context=Context())
    assert (config.min_rows, config.max_rows, config.min_cols, config.max_cols) == (5, 8, 5, 8)


@pytest.fixture
def fake_reasoning_gym(monkeypatch):
    """reasoning_gym's dataset and factory modules, reduced to the checks register_dataset makes."""
    rg = types.ModuleType("reasoning_gym")
    dataset = types.ModuleType("reasoning_gym.dataset")
    factory = types.ModuleType("reasoning_gym.factory")

    class ProceduralDataset(ABC):
        @abstractmethod
        def __getitem__(self, idx):
            raise NotImplementedError

    registry = {}

    def register_dataset(name, dataset_cls, config_cls, curriculum_cls=None):
        if name in registry:
            raise ValueError(f"Dataset '{name}' is already registered")
        if not issubclass(dataset_cls, ProceduralDataset):
            raise ValueError("Dataset class must inherit from ProceduralDataset")
        if not dataclasses.is_dataclass(config_cls):
            raise ValueError("Config class must be a dataclass")
        registry[name] = (dataset_cls, config_cls, curriculum_cls)

    def create_dataset(name, **kwargs):
        dataset_cls, config_cls, _ = registry[name]
        return dataset_cls(config=config_cls(**kwargs))

    dataset.ProceduralDataset = ProceduralDataset
    factory.register_dataset, factory.create_dataset, factory.DATASETS = register_dataset, create_dataset, registry
    rg.dataset, rg.factory = dataset, factory
    for name, module in (("reasoning_gym", rg), ("reasoning_gym.dataset", dataset), ("reasoning_gym.factory", factory)):
        monkeypatch.setitem(sys.modules, name, module)
    return rg


def test_registration_as_the_docs_show(fake_reasoning_gym):
    register()
    factory = fake_reasoning_gym.factory
    ds = factory.create_dataset("kakuro", seed=2, size=3, min_rows=5, max_rows=6, min_cols=5, max_cols=6,
                                difficulties=("easy",))
    assert isinstance(ds, fake_reasoning_gym.dataset.ProceduralDataset) and isinstance(ds, KakuroDataset)
    assert len(ds) == 3 and ds.seed == 2
    e = ds[1]
    assert ds.score_answer(f"Thinking...\n<answer>\n{e['answer']}\n</answer>", e) == 1.0
    curriculum = factory.DATASETS["kakuro"][2]()
    curriculum.increment_global_level()
    assert isinstance(curriculum.generate_configuration({"seed": 1, "size": 5}), KakuroConfig)
