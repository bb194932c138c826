module {
  func.func @kina.u.main(%token_ids: tensor<1x36xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x36x36xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x36xi64>) outs(%_1 : tensor<1x36x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":14:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_rollout.kina":14:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x36xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 1 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_rollout.kina":14:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":15:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":15:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":16:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":16:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":17:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":17:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":18:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":18:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":18:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":18:11)
    %_38 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":18:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":18:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":19:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":19:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":19:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":19:11)
    %_48 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":19:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":19:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":20:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":20:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":20:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":20:11)
    %_58 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":20:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":20:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":21:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":21:12)
    %_65 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x36x2x2xf32>) outs(%_65 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":22:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":23:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":23:12)
    %_71 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x36x2x2xf32>) outs(%_71 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":24:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":25:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 36, 2, 2] : tensor<144xf32> into tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":25:12)
    %_77 = tensor.empty() : tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x36x2x2xf32>) outs(%_77 : tensor<1x2x36x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":26:12)
    %_81 = tensor.empty() : tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x36x2xf32>) outs(%_81 : tensor<1x2x2x36xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x36xf32> loc("storylm0_rollout.kina":27:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x36x2xf32> into tensor<2x36x2xf32> loc("storylm0_rollout.kina":28:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x36xf32> into tensor<2x2x36xf32> loc("storylm0_rollout.kina":28:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":28:16)
    %_88 = tensor.empty() : tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x36x36xf32>) -> tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x36x2xf32>, tensor<2x2x36xf32>) outs(%_89 : tensor<2x36x36xf32>) -> tensor<2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 36, 36] : tensor<2x36x36xf32> into tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":28:16)
    %_92 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":29:15)
    %_96 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_96 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":30:16)
    %_102 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x36x36xf32>) outs(%_102 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":31:14)
    %_106 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x36x36xf32>, tensor<1x2x36x36xf32>) outs(%_106 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":32:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":33:15)
    %_113 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x36x36xf32>) outs(%_114 : tensor<1x2x36xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":33:15)
    %_120 = tensor.empty() : tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x36xf32>) -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>) outs(%_121 : tensor<1x2x36xf32>) {
      ^bb0(%_in122: f32, %_in123: f32, %_out124: f32):
        %_125 = arith.subf %_in122, %_in123 : f32
        %_126 = arith.constant 0x42B20000 : f32
        %_127 = arith.minimumf %_125, %_126 : f32
        %_128 = arith.constant 0xC2D00000 : f32
        %_129 = arith.maximumf %_127, %_128 : f32
        %_130 = arith.constant 0x3FB8AA3B : f32
        %_131 = arith.mulf %_129, %_130 : f32
        %_132 = arith.constant 0x3F000000 : f32
        %_133 = arith.addf %_131, %_132 : f32
        %_134 = math.floor %_133 : f32
        %_135 = arith.constant 0x3F318000 : f32
        %_136 = arith.mulf %_134, %_135 : f32
        %_137 = arith.subf %_129, %_136 : f32
        %_138 = arith.constant 0xB95E8083 : f32
        %_139 = arith.mulf %_134, %_138 : f32
        %_140 = arith.subf %_137, %_139 : f32
        %_141 = arith.constant 0x39506967 : f32
        %_142 = arith.mulf %_141, %_140 : f32
        %_143 = arith.constant 0x3AB743CE : f32
        %_144 = arith.addf %_142, %_143 : f32
        %_145 = arith.mulf %_144, %_140 : f32
        %_146 = arith.constant 0x3C088908 : f32
        %_147 = arith.addf %_145, %_146 : f32
        %_148 = arith.mulf %_147, %_140 : f32
        %_149 = arith.constant 0x3D2AA9C1 : f32
        %_150 = arith.addf %_148, %_149 : f32
        %_151 = arith.mulf %_150, %_140 : f32
        %_152 = arith.constant 0x3E2AAAAA : f32
        %_153 = arith.addf %_151, %_152 : f32
        %_154 = arith.mulf %_153, %_140 : f32
        %_155 = arith.constant 0x3F000000 : f32
        %_156 = arith.addf %_154, %_155 : f32
        %_157 = arith.mulf %_140, %_140 : f32
        %_158 = arith.mulf %_156, %_157 : f32
        %_159 = arith.addf %_158, %_140 : f32
        %_160 = arith.constant 0x3F800000 : f32
        %_161 = arith.addf %_159, %_160 : f32
        %_162 = arith.fptosi %_134 : f32 to i32
        %_163 = arith.constant 1 : i32
        %_164 = arith.constant 127 : i32
        %_165 = arith.constant 23 : i32
        %_166 = arith.shrsi %_162, %_163 : i32
        %_167 = arith.subi %_162, %_166 : i32
        %_168 = arith.addi %_166, %_164 : i32
        %_169 = arith.shli %_168, %_165 : i32
        %_170 = arith.bitcast %_169 : i32 to f32
        %_171 = arith.mulf %_161, %_170 : f32
        %_172 = arith.addi %_167, %_164 : i32
        %_173 = arith.shli %_172, %_165 : i32
        %_174 = arith.bitcast %_173 : i32 to f32
        %_175 = arith.mulf %_171, %_174 : f32
        %_176 = arith.cmpf uno, %_125, %_125 : f32
        %_177 = arith.select %_176, %_125, %_175 : f32
        %_178 = arith.addf %_177, %_out124 : f32
        linalg.yield %_178 : f32
      } -> tensor<1x2x36xf32> loc("storylm0_rollout.kina":33:15)
    %_180 = tensor.empty() : tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x36x36xf32>, tensor<1x2x36xf32>, tensor<1x2x36xf32>) outs(%_180 : tensor<1x2x36x36xf32>) {
      ^bb0(%_in181: f32, %_in182: f32, %_in183: f32, %_out184: f32):
        %_185 = arith.subf %_in181, %_in182 : f32
        %_186 = arith.constant 0x42B20000 : f32
        %_187 = arith.minimumf %_185, %_186 : f32
        %_188 = arith.constant 0xC2D00000 : f32
        %_189 = arith.maximumf %_187, %_188 : f32
        %_190 = arith.constant 0x3FB8AA3B : f32
        %_191 = arith.mulf %_189, %_190 : f32
        %_192 = arith.constant 0x3F000000 : f32
        %_193 = arith.addf %_191, %_192 : f32
        %_194 = math.floor %_193 : f32
        %_195 = arith.constant 0x3F318000 : f32
        %_196 = arith.mulf %_194, %_195 : f32
        %_197 = arith.subf %_189, %_196 : f32
        %_198 = arith.constant 0xB95E8083 : f32
        %_199 = arith.mulf %_194, %_198 : f32
        %_200 = arith.subf %_197, %_199 : f32
        %_201 = arith.constant 0x39506967 : f32
        %_202 = arith.mulf %_201, %_200 : f32
        %_203 = arith.constant 0x3AB743CE : f32
        %_204 = arith.addf %_202, %_203 : f32
        %_205 = arith.mulf %_204, %_200 : f32
        %_206 = arith.constant 0x3C088908 : f32
        %_207 = arith.addf %_205, %_206 : f32
        %_208 = arith.mulf %_207, %_200 : f32
        %_209 = arith.constant 0x3D2AA9C1 : f32
        %_210 = arith.addf %_208, %_209 : f32
        %_211 = arith.mulf %_210, %_200 : f32
        %_212 = arith.constant 0x3E2AAAAA : f32
        %_213 = arith.addf %_211, %_212 : f32
        %_214 = arith.mulf %_213, %_200 : f32
        %_215 = arith.constant 0x3F000000 : f32
        %_216 = arith.addf %_214, %_215 : f32
        %_217 = arith.mulf %_200, %_200 : f32
        %_218 = arith.mulf %_216, %_217 : f32
        %_219 = arith.addf %_218, %_200 : f32
        %_220 = arith.constant 0x3F800000 : f32
        %_221 = arith.addf %_219, %_220 : f32
        %_222 = arith.fptosi %_194 : f32 to i32
        %_223 = arith.constant 1 : i32
        %_224 = arith.constant 127 : i32
        %_225 = arith.constant 23 : i32
        %_226 = arith.shrsi %_222, %_223 : i32
        %_227 = arith.subi %_222, %_226 : i32
        %_228 = arith.addi %_226, %_224 : i32
        %_229 = arith.shli %_228, %_225 : i32
        %_230 = arith.bitcast %_229 : i32 to f32
        %_231 = arith.mulf %_221, %_230 : f32
        %_232 = arith.addi %_227, %_224 : i32
        %_233 = arith.shli %_232, %_225 : i32
        %_234 = arith.bitcast %_233 : i32 to f32
        %_235 = arith.mulf %_231, %_234 : f32
        %_236 = arith.cmpf uno, %_185, %_185 : f32
        %_237 = arith.select %_236, %_185, %_235 : f32
        %_238 = arith.divf %_237, %_in183 : f32
        linalg.yield %_238 : f32
      } -> tensor<1x2x36x36xf32> loc("storylm0_rollout.kina":33:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x36x36xf32> into tensor<2x36x36xf32> loc("storylm0_rollout.kina":34:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x36x2xf32> into tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":34:13)
    %_243 = tensor.empty() : tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x36x2xf32>) -> tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x36x36xf32>, tensor<2x36x2xf32>) outs(%_244 : tensor<2x36x2xf32>) -> tensor<2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 36, 2] : tensor<2x36x2xf32> into tensor<1x2x36x2xf32> loc("storylm0_rollout.kina":34:13)
    %_247 = tensor.empty() : tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x36x2xf32>) outs(%_247 : tensor<1x36x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x36x2x2xf32> loc("storylm0_rollout.kina":35:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x36x2x2xf32> into tensor<144xf32> loc("storylm0_rollout.kina":36:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":36:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":37:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_rollout.kina":37:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":38:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_rollout.kina":38:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_rollout.kina":38:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":38:14)
    %_260 = tensor.empty() : tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 1], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<36x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<36x4xf32>) -> tensor<36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":38:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 36, 4] : tensor<144xf32> into tensor<1x36x4xf32> loc("storylm0_rollout.kina":38:14)
    %_265 = tensor.empty() : tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x36x4xf32>, tensor<1x36x4xf32>) outs(%_265 : tensor<1x36x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x36x4xf32> loc("storylm0_rollout.kina":39:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":40:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_rollout.kina":40:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x36x4xf32> into tensor<144xf32> loc("storylm0_rollout.kina":41:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [36, 4] : tensor<144xf32> into tensor<36x4xf32> loc("storylm0_rollout.kina":41:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_rollout.kina":41:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_rollout.kina":41:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_rollout.kina":41:16)
    %_278 = tensor.empty() : tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<36x8xf32>) -> tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 1], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<36x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<36x8xf32>) -> tensor<36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<36x8xf32> into tensor<288xf32> loc("storylm0_rollout.kina":41:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 36, 8] : tensor<288xf32> into tensor<1x36x8xf32> loc("storylm0_rollout.kina":41:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_rollout.kina":42:18)
    %_284 = tensor.empty() : tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x36xf32>) -> tensor<1x36xf32> loc("storylm0_rollout.kina":42:18)
    %_286 = arith.constant 0 : i64 loc("storylm0_rollout.kina":42:18)
    %_287 = tensor.empty() : tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_288 = linalg.fill ins(%_286 : i64) outs(%_287 : tensor<1x36xi64>) -> tensor<1x36xi64> loc("storylm0_rollout.kina":42:18)
    %_305:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x36x8xf32>) outs(%_285, %_288 : tensor<1x36xf32>, tensor<1x36xi64>) {
      ^bb0(%_in289: f32, %_out290: f32, %_out291: i64):
        %_292 = arith.cmpf ogt, %_in289, %_out290 : f32
        %_293 = arith.cmpf uno, %_in289, %_in289 : f32
        %_294 = arith.cmpf ord, %_out290, %_out290 : f32
        %_295 = arith.andi %_293, %_294 : i1
        %_296 = arith.ori %_292, %_295 : i1
        %_297 = linalg.index 2 : index
        %_298 = arith.index_cast %_297 : index to i64
        %_299 = linalg.index 2 : index
        %_300 = arith.constant 0 : index
        %_301 = arith.cmpi eq, %_299, %_300 : index
        %_302 = arith.ori %_296, %_301 : i1
        %_303 = arith.select %_302, %_in289, %_out290 : f32
        %_304 = arith.select %_302, %_298, %_out291 : i64
        linalg.yield %_303, %_304 : f32, i64
      } -> (tensor<1x36xf32>, tensor<1x36xi64>) loc("storylm0_rollout.kina":42:18)
    func.return %_282, %_305#1, %_26 : tensor<1x36x8xf32>, tensor<1x36xi64>, tensor<i64> loc("storylm0_rollout.kina":3:1)
  } loc("storylm0_rollout.kina":3:1)
}
