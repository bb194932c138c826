module {
  func.func @storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
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
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":24:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":26:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":28:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 2], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
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
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_180 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_180 : tensor<1x2x4x4xf32>) {
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
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_243 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_244 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_247 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x4x2xf32>) outs(%_247 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":39:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_260 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_265 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_265 : tensor<1x4x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_278 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_284 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_285 : tensor<1x4xf32>) {
      ^bb0(%_in286: f32, %_out287: f32):
        %_288 = arith.maximumf %_in286, %_out287 : f32
        linalg.yield %_288 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_290 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_291 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_292 = linalg.fill ins(%_290 : f32) outs(%_291 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_289 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_292 : tensor<1x4xf32>) {
      ^bb0(%_in293: f32, %_in294: f32, %_out295: f32):
        %_296 = arith.subf %_in293, %_in294 : f32
        %_297 = arith.constant 0x42B20000 : f32
        %_298 = arith.minimumf %_296, %_297 : f32
        %_299 = arith.constant 0xC2D00000 : f32
        %_300 = arith.maximumf %_298, %_299 : f32
        %_301 = arith.constant 0x3FB8AA3B : f32
        %_302 = arith.mulf %_300, %_301 : f32
        %_303 = arith.constant 0x3F000000 : f32
        %_304 = arith.addf %_302, %_303 : f32
        %_305 = math.floor %_304 : f32
        %_306 = arith.constant 0x3F318000 : f32
        %_307 = arith.mulf %_305, %_306 : f32
        %_308 = arith.subf %_300, %_307 : f32
        %_309 = arith.constant 0xB95E8083 : f32
        %_310 = arith.mulf %_305, %_309 : f32
        %_311 = arith.subf %_308, %_310 : f32
        %_312 = arith.constant 0x39506967 : f32
        %_313 = arith.mulf %_312, %_311 : f32
        %_314 = arith.constant 0x3AB743CE : f32
        %_315 = arith.addf %_313, %_314 : f32
        %_316 = arith.mulf %_315, %_311 : f32
        %_317 = arith.constant 0x3C088908 : f32
        %_318 = arith.addf %_316, %_317 : f32
        %_319 = arith.mulf %_318, %_311 : f32
        %_320 = arith.constant 0x3D2AA9C1 : f32
        %_321 = arith.addf %_319, %_320 : f32
        %_322 = arith.mulf %_321, %_311 : f32
        %_323 = arith.constant 0x3E2AAAAA : f32
        %_324 = arith.addf %_322, %_323 : f32
        %_325 = arith.mulf %_324, %_311 : f32
        %_326 = arith.constant 0x3F000000 : f32
        %_327 = arith.addf %_325, %_326 : f32
        %_328 = arith.mulf %_311, %_311 : f32
        %_329 = arith.mulf %_327, %_328 : f32
        %_330 = arith.addf %_329, %_311 : f32
        %_331 = arith.constant 0x3F800000 : f32
        %_332 = arith.addf %_330, %_331 : f32
        %_333 = arith.fptosi %_305 : f32 to i32
        %_334 = arith.constant 1 : i32
        %_335 = arith.constant 127 : i32
        %_336 = arith.constant 23 : i32
        %_337 = arith.shrsi %_333, %_334 : i32
        %_338 = arith.subi %_333, %_337 : i32
        %_339 = arith.addi %_337, %_335 : i32
        %_340 = arith.shli %_339, %_336 : i32
        %_341 = arith.bitcast %_340 : i32 to f32
        %_342 = arith.mulf %_332, %_341 : f32
        %_343 = arith.addi %_338, %_335 : i32
        %_344 = arith.shli %_343, %_336 : i32
        %_345 = arith.bitcast %_344 : i32 to f32
        %_346 = arith.mulf %_342, %_345 : f32
        %_347 = arith.cmpf uno, %_296, %_296 : f32
        %_348 = arith.select %_347, %_296, %_346 : f32
        %_349 = arith.addf %_348, %_out295 : f32
        linalg.yield %_349 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_351 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_289, %_350 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_351 : tensor<1x4x8xf32>) {
      ^bb0(%_in352: f32, %_in353: f32, %_in354: f32, %_out355: f32):
        %_356 = arith.subf %_in352, %_in353 : f32
        %_357 = arith.constant 0x00800000 : f32
        %_358 = arith.cmpf olt, %_in354, %_357 : f32
        %_359 = arith.constant 0x4B000000 : f32
        %_360 = arith.mulf %_in354, %_359 : f32
        %_361 = arith.select %_358, %_360, %_in354 : f32
        %_362 = arith.bitcast %_361 : f32 to i32
        %_363 = arith.constant 4913933 : i32
        %_364 = arith.addi %_362, %_363 : i32
        %_365 = arith.constant 23 : i32
        %_366 = arith.shrsi %_364, %_365 : i32
        %_367 = arith.constant 127 : i32
        %_368 = arith.subi %_366, %_367 : i32
        %_369 = arith.constant 23 : i32
        %_370 = arith.subi %_368, %_369 : i32
        %_371 = arith.select %_358, %_370, %_368 : i32
        %_372 = arith.constant 8388607 : i32
        %_373 = arith.andi %_364, %_372 : i32
        %_374 = arith.constant 1060439283 : i32
        %_375 = arith.addi %_373, %_374 : i32
        %_376 = arith.bitcast %_375 : i32 to f32
        %_377 = arith.constant 0x3F800000 : f32
        %_378 = arith.subf %_376, %_377 : f32
        %_379 = arith.sitofp %_371 : i32 to f32
        %_380 = arith.mulf %_378, %_378 : f32
        %_381 = arith.constant 0x3D9021BB : f32
        %_382 = arith.mulf %_381, %_378 : f32
        %_383 = arith.constant 0xBDEBD1B8 : f32
        %_384 = arith.addf %_382, %_383 : f32
        %_385 = arith.mulf %_384, %_378 : f32
        %_386 = arith.constant 0x3DEF251A : f32
        %_387 = arith.addf %_385, %_386 : f32
        %_388 = arith.mulf %_387, %_378 : f32
        %_389 = arith.constant 0xBDFE5D4F : f32
        %_390 = arith.addf %_388, %_389 : f32
        %_391 = arith.mulf %_390, %_378 : f32
        %_392 = arith.constant 0x3E11E9BF : f32
        %_393 = arith.addf %_391, %_392 : f32
        %_394 = arith.mulf %_393, %_378 : f32
        %_395 = arith.constant 0xBE2AAE50 : f32
        %_396 = arith.addf %_394, %_395 : f32
        %_397 = arith.mulf %_396, %_378 : f32
        %_398 = arith.constant 0x3E4CCEAC : f32
        %_399 = arith.addf %_397, %_398 : f32
        %_400 = arith.mulf %_399, %_378 : f32
        %_401 = arith.constant 0xBE7FFFFC : f32
        %_402 = arith.addf %_400, %_401 : f32
        %_403 = arith.mulf %_402, %_378 : f32
        %_404 = arith.constant 0x3EAAAAAA : f32
        %_405 = arith.addf %_403, %_404 : f32
        %_406 = arith.mulf %_405, %_378 : f32
        %_407 = arith.mulf %_406, %_380 : f32
        %_408 = arith.constant 0xB95E8083 : f32
        %_409 = arith.mulf %_379, %_408 : f32
        %_410 = arith.addf %_407, %_409 : f32
        %_411 = arith.constant 0x3F000000 : f32
        %_412 = arith.mulf %_380, %_411 : f32
        %_413 = arith.subf %_410, %_412 : f32
        %_414 = arith.addf %_378, %_413 : f32
        %_415 = arith.constant 0x3F318000 : f32
        %_416 = arith.mulf %_379, %_415 : f32
        %_417 = arith.addf %_414, %_416 : f32
        %_418 = arith.constant 0x7F800000 : f32
        %_419 = arith.cmpf oeq, %_in354, %_418 : f32
        %_420 = arith.select %_419, %_in354, %_417 : f32
        %_421 = arith.constant 0x00000000 : f32
        %_422 = arith.cmpf oeq, %_in354, %_421 : f32
        %_423 = arith.constant 0xFF800000 : f32
        %_424 = arith.select %_422, %_423, %_420 : f32
        %_425 = arith.constant 0x00000000 : f32
        %_426 = arith.cmpf ult, %_in354, %_425 : f32
        %_427 = arith.constant 0x7FC00000 : f32
        %_428 = arith.select %_426, %_427, %_424 : f32
        %_429 = arith.subf %_356, %_428 : f32
        linalg.yield %_429 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_431 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_442 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_431 : tensor<1x4xf32>) {
      ^bb0(%_in432: i64, %_out433: f32):
        %_434 = arith.index_cast %_in432 : i64 to index
        %_435 = arith.constant 0 : index
        %_436 = arith.constant 7 : index
        %_437 = arith.maxsi %_434, %_435 : index
        %_438 = arith.minsi %_437, %_436 : index
        %_439 = linalg.index 0 : index
        %_440 = linalg.index 1 : index
        %_441 = tensor.extract %_430[%_439, %_440, %_438] : tensor<1x4x8xf32>
        linalg.yield %_441 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_443 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_444 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_445 = linalg.fill ins(%_443 : i64) outs(%_444 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_445 : tensor<i64>) {
      ^bb0(%_in446: i64, %_out447: i64):
        %_448 = arith.constant 0 : i64
        %_449 = arith.cmpi sge, %_in446, %_448 : i64
        %_450 = arith.constant 7 : i64
        %_451 = arith.cmpi sle, %_in446, %_450 : i64
        %_452 = arith.andi %_449, %_451 : i1
        %_453 = arith.constant 0 : i64
        %_454 = arith.constant 2 : i64
        %_455 = arith.select %_452, %_453, %_454 : i64
        %_456 = arith.maxsi %_out447, %_455 : i64
        linalg.yield %_456 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_458 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_465 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_457 : tensor<i64>, tensor<i64>) outs(%_458 : tensor<i64>) {
      ^bb0(%_in459: i64, %_in460: i64, %_out461: i64):
        %_462 = arith.constant 0 : i64
        %_463 = arith.cmpi ne, %_in459, %_462 : i64
        %_464 = arith.select %_463, %_in459, %_in460 : i64
        linalg.yield %_464 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_466 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_442 : tensor<1x4xf32>) outs(%_466 : tensor<1x4xf32>) {
      ^bb0(%_in467: f32, %_out468: f32):
        %_469 = arith.negf %_in467 : f32
        linalg.yield %_469 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    func.return %_470, %_465 : tensor<1x4xf32>, tensor<i64> loc("storylm0_nll_step.kina":5:1)
  } loc("storylm0_nll_step.kina":5:1)
  func.func @storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_12 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_13 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_14 = linalg.fill ins(%_12 : i64) outs(%_13 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_14 : tensor<i64>) {
      ^bb0(%_in15: i64, %_out16: i64):
        %_17 = arith.constant 0 : i64
        %_18 = arith.cmpi sge, %_in15, %_17 : i64
        %_19 = arith.constant 7 : i64
        %_20 = arith.cmpi sle, %_in15, %_19 : i64
        %_21 = arith.andi %_18, %_20 : i1
        %_22 = arith.constant 0 : i64
        %_23 = arith.constant 3 : i64
        %_24 = arith.select %_21, %_22, %_23 : i64
        %_25 = arith.maxsi %_out16, %_24 : i64
        linalg.yield %_25 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_27 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_28 = tensor.expand_shape %_27 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_29 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_30 = tensor.expand_shape %_29 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_31 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_32 = tensor.expand_shape %_31 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_33 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_34 = tensor.expand_shape %_33 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_35 = tensor.collapse_shape %_28 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_36 = tensor.expand_shape %_35 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_37 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_39 = linalg.fill ins(%_37 : f32) outs(%_38 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_40 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_34, %_36 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_39 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_41 = tensor.collapse_shape %_40 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_42 = tensor.expand_shape %_41 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_43 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_44 = tensor.expand_shape %_43 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_45 = tensor.collapse_shape %_30 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_46 = tensor.expand_shape %_45 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_47 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_48 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_49 = linalg.fill ins(%_47 : f32) outs(%_48 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_50 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_44, %_46 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_49 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_51 = tensor.collapse_shape %_50 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_53 = tensor.collapse_shape %_11 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_54 = tensor.expand_shape %_53 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_55 = tensor.collapse_shape %_32 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_56 = tensor.expand_shape %_55 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_57 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_58 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_59 = linalg.fill ins(%_57 : f32) outs(%_58 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_60 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_54, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_59 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_61 = tensor.collapse_shape %_60 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_62 = tensor.expand_shape %_61 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_63 = tensor.collapse_shape %_42 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_64 = tensor.expand_shape %_63 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":24:12)
    %_65 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_64 : tensor<1x4x2x2xf32>) outs(%_65 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in66: f32, %_out67: f32):
        linalg.yield %_in66 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_69 = tensor.collapse_shape %_52 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_70 = tensor.expand_shape %_69 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":26:12)
    %_71 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_70 : tensor<1x4x2x2xf32>) outs(%_71 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in72: f32, %_out73: f32):
        linalg.yield %_in72 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_75 = tensor.collapse_shape %_62 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_76 = tensor.expand_shape %_75 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":28:12)
    %_77 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_76 : tensor<1x4x2x2xf32>) outs(%_77 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in78: f32, %_out79: f32):
        linalg.yield %_in78 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_81 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_84 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_74 : tensor<1x2x4x2xf32>) outs(%_81 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in82: f32, %_out83: f32):
        linalg.yield %_in82 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":30:12)
    %_85 = tensor.collapse_shape %_68 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_86 = tensor.collapse_shape %_84 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_87 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_88 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_89 = linalg.fill ins(%_87 : f32) outs(%_88 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_90 = linalg.batch_matmul {kina.tile = [4, 4, 2], kina.block = [0, 0, 0]} ins(%_85, %_86 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_89 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_91 = tensor.expand_shape %_90 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_92 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_92 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in93: f32, %_out94: f32):
        linalg.yield %_in93 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":32:15)
    %_96 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_101 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_91, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_96 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in97: f32, %_in98: f32, %_out99: f32):
        %_100 = arith.mulf %_in97, %_in98 : f32
        linalg.yield %_100 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_102 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_105 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_102 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in103: f32, %_out104: f32):
        linalg.yield %_in103 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_106 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_111 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_101, %_105 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_106 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in107: f32, %_in108: f32, %_out109: f32):
        %_110 = arith.addf %_in107, %_in108 : f32
        linalg.yield %_110 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":35:16)
    %_112 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_113 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_114 = linalg.fill ins(%_112 : f32) outs(%_113 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111 : tensor<1x2x4x4xf32>) outs(%_114 : tensor<1x2x4xf32>) {
      ^bb0(%_in115: f32, %_out116: f32):
        %_117 = arith.maximumf %_in115, %_out116 : f32
        linalg.yield %_117 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_119 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_120 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_121 = linalg.fill ins(%_119 : f32) outs(%_120 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_111, %_118 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_121 : tensor<1x2x4xf32>) {
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
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_180 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_239 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_111, %_118, %_179 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_180 : tensor<1x2x4x4xf32>) {
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
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_240 = tensor.collapse_shape %_239 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_241 = tensor.collapse_shape %_80 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_242 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_243 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_244 = linalg.fill ins(%_242 : f32) outs(%_243 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_245 = linalg.batch_matmul ins(%_240, %_241 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_244 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_246 = tensor.expand_shape %_245 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_247 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_246 : tensor<1x2x4x2xf32>) outs(%_247 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in248: f32, %_out249: f32):
        linalg.yield %_in248 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_251 = tensor.collapse_shape %_250 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_252 = tensor.expand_shape %_251 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":39:16)
    %_253 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_254 = tensor.expand_shape %_253 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_255 = tensor.collapse_shape %_252 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_256 = tensor.expand_shape %_255 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_257 = tensor.collapse_shape %_254 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_258 = tensor.expand_shape %_257 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_259 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_260 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_261 = linalg.fill ins(%_259 : f32) outs(%_260 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_262 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_256, %_258 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_261 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_263 = tensor.collapse_shape %_262 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_264 = tensor.expand_shape %_263 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_265 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_264 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_265 : tensor<1x4x4xf32>) {
      ^bb0(%_in266: f32, %_in267: f32, %_out268: f32):
        %_269 = arith.addf %_in266, %_in267 : f32
        linalg.yield %_269 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":42:11)
    %_271 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_272 = tensor.expand_shape %_271 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_273 = tensor.collapse_shape %_270 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_274 = tensor.expand_shape %_273 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_275 = tensor.collapse_shape %_272 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_276 = tensor.expand_shape %_275 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_277 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_278 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_279 = linalg.fill ins(%_277 : f32) outs(%_278 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_280 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_274, %_276 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_279 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_281 = tensor.collapse_shape %_280 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_282 = tensor.expand_shape %_281 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_283 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_284 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_285 = linalg.fill ins(%_283 : f32) outs(%_284 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_285 : tensor<1x4xf32>) {
      ^bb0(%_in286: f32, %_out287: f32):
        %_288 = arith.maximumf %_in286, %_out287 : f32
        linalg.yield %_288 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_290 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_291 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_292 = linalg.fill ins(%_290 : f32) outs(%_291 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_289 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_292 : tensor<1x4xf32>) {
      ^bb0(%_in293: f32, %_in294: f32, %_out295: f32):
        %_296 = arith.subf %_in293, %_in294 : f32
        %_297 = arith.constant 0x42B20000 : f32
        %_298 = arith.minimumf %_296, %_297 : f32
        %_299 = arith.constant 0xC2D00000 : f32
        %_300 = arith.maximumf %_298, %_299 : f32
        %_301 = arith.constant 0x3FB8AA3B : f32
        %_302 = arith.mulf %_300, %_301 : f32
        %_303 = arith.constant 0x3F000000 : f32
        %_304 = arith.addf %_302, %_303 : f32
        %_305 = math.floor %_304 : f32
        %_306 = arith.constant 0x3F318000 : f32
        %_307 = arith.mulf %_305, %_306 : f32
        %_308 = arith.subf %_300, %_307 : f32
        %_309 = arith.constant 0xB95E8083 : f32
        %_310 = arith.mulf %_305, %_309 : f32
        %_311 = arith.subf %_308, %_310 : f32
        %_312 = arith.constant 0x39506967 : f32
        %_313 = arith.mulf %_312, %_311 : f32
        %_314 = arith.constant 0x3AB743CE : f32
        %_315 = arith.addf %_313, %_314 : f32
        %_316 = arith.mulf %_315, %_311 : f32
        %_317 = arith.constant 0x3C088908 : f32
        %_318 = arith.addf %_316, %_317 : f32
        %_319 = arith.mulf %_318, %_311 : f32
        %_320 = arith.constant 0x3D2AA9C1 : f32
        %_321 = arith.addf %_319, %_320 : f32
        %_322 = arith.mulf %_321, %_311 : f32
        %_323 = arith.constant 0x3E2AAAAA : f32
        %_324 = arith.addf %_322, %_323 : f32
        %_325 = arith.mulf %_324, %_311 : f32
        %_326 = arith.constant 0x3F000000 : f32
        %_327 = arith.addf %_325, %_326 : f32
        %_328 = arith.mulf %_311, %_311 : f32
        %_329 = arith.mulf %_327, %_328 : f32
        %_330 = arith.addf %_329, %_311 : f32
        %_331 = arith.constant 0x3F800000 : f32
        %_332 = arith.addf %_330, %_331 : f32
        %_333 = arith.fptosi %_305 : f32 to i32
        %_334 = arith.constant 1 : i32
        %_335 = arith.constant 127 : i32
        %_336 = arith.constant 23 : i32
        %_337 = arith.shrsi %_333, %_334 : i32
        %_338 = arith.subi %_333, %_337 : i32
        %_339 = arith.addi %_337, %_335 : i32
        %_340 = arith.shli %_339, %_336 : i32
        %_341 = arith.bitcast %_340 : i32 to f32
        %_342 = arith.mulf %_332, %_341 : f32
        %_343 = arith.addi %_338, %_335 : i32
        %_344 = arith.shli %_343, %_336 : i32
        %_345 = arith.bitcast %_344 : i32 to f32
        %_346 = arith.mulf %_342, %_345 : f32
        %_347 = arith.cmpf uno, %_296, %_296 : f32
        %_348 = arith.select %_347, %_296, %_346 : f32
        %_349 = arith.addf %_348, %_out295 : f32
        linalg.yield %_349 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_351 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_289, %_350 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_351 : tensor<1x4x8xf32>) {
      ^bb0(%_in352: f32, %_in353: f32, %_in354: f32, %_out355: f32):
        %_356 = arith.subf %_in352, %_in353 : f32
        %_357 = arith.constant 0x00800000 : f32
        %_358 = arith.cmpf olt, %_in354, %_357 : f32
        %_359 = arith.constant 0x4B000000 : f32
        %_360 = arith.mulf %_in354, %_359 : f32
        %_361 = arith.select %_358, %_360, %_in354 : f32
        %_362 = arith.bitcast %_361 : f32 to i32
        %_363 = arith.constant 4913933 : i32
        %_364 = arith.addi %_362, %_363 : i32
        %_365 = arith.constant 23 : i32
        %_366 = arith.shrsi %_364, %_365 : i32
        %_367 = arith.constant 127 : i32
        %_368 = arith.subi %_366, %_367 : i32
        %_369 = arith.constant 23 : i32
        %_370 = arith.subi %_368, %_369 : i32
        %_371 = arith.select %_358, %_370, %_368 : i32
        %_372 = arith.constant 8388607 : i32
        %_373 = arith.andi %_364, %_372 : i32
        %_374 = arith.constant 1060439283 : i32
        %_375 = arith.addi %_373, %_374 : i32
        %_376 = arith.bitcast %_375 : i32 to f32
        %_377 = arith.constant 0x3F800000 : f32
        %_378 = arith.subf %_376, %_377 : f32
        %_379 = arith.sitofp %_371 : i32 to f32
        %_380 = arith.mulf %_378, %_378 : f32
        %_381 = arith.constant 0x3D9021BB : f32
        %_382 = arith.mulf %_381, %_378 : f32
        %_383 = arith.constant 0xBDEBD1B8 : f32
        %_384 = arith.addf %_382, %_383 : f32
        %_385 = arith.mulf %_384, %_378 : f32
        %_386 = arith.constant 0x3DEF251A : f32
        %_387 = arith.addf %_385, %_386 : f32
        %_388 = arith.mulf %_387, %_378 : f32
        %_389 = arith.constant 0xBDFE5D4F : f32
        %_390 = arith.addf %_388, %_389 : f32
        %_391 = arith.mulf %_390, %_378 : f32
        %_392 = arith.constant 0x3E11E9BF : f32
        %_393 = arith.addf %_391, %_392 : f32
        %_394 = arith.mulf %_393, %_378 : f32
        %_395 = arith.constant 0xBE2AAE50 : f32
        %_396 = arith.addf %_394, %_395 : f32
        %_397 = arith.mulf %_396, %_378 : f32
        %_398 = arith.constant 0x3E4CCEAC : f32
        %_399 = arith.addf %_397, %_398 : f32
        %_400 = arith.mulf %_399, %_378 : f32
        %_401 = arith.constant 0xBE7FFFFC : f32
        %_402 = arith.addf %_400, %_401 : f32
        %_403 = arith.mulf %_402, %_378 : f32
        %_404 = arith.constant 0x3EAAAAAA : f32
        %_405 = arith.addf %_403, %_404 : f32
        %_406 = arith.mulf %_405, %_378 : f32
        %_407 = arith.mulf %_406, %_380 : f32
        %_408 = arith.constant 0xB95E8083 : f32
        %_409 = arith.mulf %_379, %_408 : f32
        %_410 = arith.addf %_407, %_409 : f32
        %_411 = arith.constant 0x3F000000 : f32
        %_412 = arith.mulf %_380, %_411 : f32
        %_413 = arith.subf %_410, %_412 : f32
        %_414 = arith.addf %_378, %_413 : f32
        %_415 = arith.constant 0x3F318000 : f32
        %_416 = arith.mulf %_379, %_415 : f32
        %_417 = arith.addf %_414, %_416 : f32
        %_418 = arith.constant 0x7F800000 : f32
        %_419 = arith.cmpf oeq, %_in354, %_418 : f32
        %_420 = arith.select %_419, %_in354, %_417 : f32
        %_421 = arith.constant 0x00000000 : f32
        %_422 = arith.cmpf oeq, %_in354, %_421 : f32
        %_423 = arith.constant 0xFF800000 : f32
        %_424 = arith.select %_422, %_423, %_420 : f32
        %_425 = arith.constant 0x00000000 : f32
        %_426 = arith.cmpf ult, %_in354, %_425 : f32
        %_427 = arith.constant 0x7FC00000 : f32
        %_428 = arith.select %_426, %_427, %_424 : f32
        %_429 = arith.subf %_356, %_428 : f32
        linalg.yield %_429 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_431 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_442 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_431 : tensor<1x4xf32>) {
      ^bb0(%_in432: i64, %_out433: f32):
        %_434 = arith.index_cast %_in432 : i64 to index
        %_435 = arith.constant 0 : index
        %_436 = arith.constant 7 : index
        %_437 = arith.maxsi %_434, %_435 : index
        %_438 = arith.minsi %_437, %_436 : index
        %_439 = linalg.index 0 : index
        %_440 = linalg.index 1 : index
        %_441 = tensor.extract %_430[%_439, %_440, %_438] : tensor<1x4x8xf32>
        linalg.yield %_441 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":46:16)
    %_443 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_444 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_445 = linalg.fill ins(%_443 : i64) outs(%_444 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_457 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_445 : tensor<i64>) {
      ^bb0(%_in446: i64, %_out447: i64):
        %_448 = arith.constant 0 : i64
        %_449 = arith.cmpi sge, %_in446, %_448 : i64
        %_450 = arith.constant 7 : i64
        %_451 = arith.cmpi sle, %_in446, %_450 : i64
        %_452 = arith.andi %_449, %_451 : i1
        %_453 = arith.constant 0 : i64
        %_454 = arith.constant 4 : i64
        %_455 = arith.select %_452, %_453, %_454 : i64
        %_456 = arith.maxsi %_out447, %_455 : i64
        linalg.yield %_456 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_458 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_465 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_26, %_457 : tensor<i64>, tensor<i64>) outs(%_458 : tensor<i64>) {
      ^bb0(%_in459: i64, %_in460: i64, %_out461: i64):
        %_462 = arith.constant 0 : i64
        %_463 = arith.cmpi ne, %_in459, %_462 : i64
        %_464 = arith.select %_463, %_in459, %_in460 : i64
        linalg.yield %_464 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_466 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_470 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_442 : tensor<1x4xf32>) outs(%_466 : tensor<1x4xf32>) {
      ^bb0(%_in467: f32, %_out468: f32):
        %_469 = arith.negf %_in467 : f32
        linalg.yield %_469 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_471 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_nll_step.kina":5:1)
    %_472 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_476 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_471 : tensor<1x4xf32>) outs(%_472 : tensor<1x4xf32>) {
      ^bb0(%_in473: f32, %_out474: f32):
        %_475 = arith.negf %_in473 : f32
        linalg.yield %_475 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":47:13)
    %_477 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":46:16)
    %_486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_476, %targets : tensor<1x4xf32>, tensor<1x4xi64>) outs(%_477 : tensor<1x4x8xf32>) {
      ^bb0(%_in478: f32, %_in479: i64, %_out480: f32):
        %_481 = arith.index_cast %_in479 : i64 to index
        %_482 = linalg.index 2 : index
        %_483 = arith.cmpi eq, %_481, %_482 : index
        %_484 = arith.constant 0x00000000 : f32
        %_485 = arith.select %_483, %_in478, %_484 : f32
        linalg.yield %_485 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":46:16)
    %_487 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":46:16)
    %_488 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_489 = linalg.fill ins(%_487 : i64) outs(%_488 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_501 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%targets : tensor<1x4xi64>) outs(%_489 : tensor<i64>) {
      ^bb0(%_in490: i64, %_out491: i64):
        %_492 = arith.constant 0 : i64
        %_493 = arith.cmpi sge, %_in490, %_492 : i64
        %_494 = arith.constant 7 : i64
        %_495 = arith.cmpi sle, %_in490, %_494 : i64
        %_496 = arith.andi %_493, %_495 : i1
        %_497 = arith.constant 0 : i64
        %_498 = arith.constant 5 : i64
        %_499 = arith.select %_496, %_497, %_498 : i64
        %_500 = arith.maxsi %_out491, %_499 : i64
        linalg.yield %_500 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_502 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_509 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_465, %_501 : tensor<i64>, tensor<i64>) outs(%_502 : tensor<i64>) {
      ^bb0(%_in503: i64, %_in504: i64, %_out505: i64):
        %_506 = arith.constant 0 : i64
        %_507 = arith.cmpi ne, %_in503, %_506 : i64
        %_508 = arith.select %_507, %_in503, %_in504 : i64
        linalg.yield %_508 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":46:16)
    %_510 = arith.constant 0xFF800000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_511 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_512 = linalg.fill ins(%_510 : f32) outs(%_511 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_516 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282 : tensor<1x4x8xf32>) outs(%_512 : tensor<1x4xf32>) {
      ^bb0(%_in513: f32, %_out514: f32):
        %_515 = arith.maximumf %_in513, %_out514 : f32
        linalg.yield %_515 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_517 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_518 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_519 = linalg.fill ins(%_517 : f32) outs(%_518 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_577 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_282, %_516 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_519 : tensor<1x4xf32>) {
      ^bb0(%_in520: f32, %_in521: f32, %_out522: f32):
        %_523 = arith.subf %_in520, %_in521 : f32
        %_524 = arith.constant 0x42B20000 : f32
        %_525 = arith.minimumf %_523, %_524 : f32
        %_526 = arith.constant 0xC2D00000 : f32
        %_527 = arith.maximumf %_525, %_526 : f32
        %_528 = arith.constant 0x3FB8AA3B : f32
        %_529 = arith.mulf %_527, %_528 : f32
        %_530 = arith.constant 0x3F000000 : f32
        %_531 = arith.addf %_529, %_530 : f32
        %_532 = math.floor %_531 : f32
        %_533 = arith.constant 0x3F318000 : f32
        %_534 = arith.mulf %_532, %_533 : f32
        %_535 = arith.subf %_527, %_534 : f32
        %_536 = arith.constant 0xB95E8083 : f32
        %_537 = arith.mulf %_532, %_536 : f32
        %_538 = arith.subf %_535, %_537 : f32
        %_539 = arith.constant 0x39506967 : f32
        %_540 = arith.mulf %_539, %_538 : f32
        %_541 = arith.constant 0x3AB743CE : f32
        %_542 = arith.addf %_540, %_541 : f32
        %_543 = arith.mulf %_542, %_538 : f32
        %_544 = arith.constant 0x3C088908 : f32
        %_545 = arith.addf %_543, %_544 : f32
        %_546 = arith.mulf %_545, %_538 : f32
        %_547 = arith.constant 0x3D2AA9C1 : f32
        %_548 = arith.addf %_546, %_547 : f32
        %_549 = arith.mulf %_548, %_538 : f32
        %_550 = arith.constant 0x3E2AAAAA : f32
        %_551 = arith.addf %_549, %_550 : f32
        %_552 = arith.mulf %_551, %_538 : f32
        %_553 = arith.constant 0x3F000000 : f32
        %_554 = arith.addf %_552, %_553 : f32
        %_555 = arith.mulf %_538, %_538 : f32
        %_556 = arith.mulf %_554, %_555 : f32
        %_557 = arith.addf %_556, %_538 : f32
        %_558 = arith.constant 0x3F800000 : f32
        %_559 = arith.addf %_557, %_558 : f32
        %_560 = arith.fptosi %_532 : f32 to i32
        %_561 = arith.constant 1 : i32
        %_562 = arith.constant 127 : i32
        %_563 = arith.constant 23 : i32
        %_564 = arith.shrsi %_560, %_561 : i32
        %_565 = arith.subi %_560, %_564 : i32
        %_566 = arith.addi %_564, %_562 : i32
        %_567 = arith.shli %_566, %_563 : i32
        %_568 = arith.bitcast %_567 : i32 to f32
        %_569 = arith.mulf %_559, %_568 : f32
        %_570 = arith.addi %_565, %_562 : i32
        %_571 = arith.shli %_570, %_563 : i32
        %_572 = arith.bitcast %_571 : i32 to f32
        %_573 = arith.mulf %_569, %_572 : f32
        %_574 = arith.cmpf uno, %_523, %_523 : f32
        %_575 = arith.select %_574, %_523, %_573 : f32
        %_576 = arith.addf %_575, %_out522 : f32
        linalg.yield %_576 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_578 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_637 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_282, %_516, %_577 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_578 : tensor<1x4x8xf32>) {
      ^bb0(%_in579: f32, %_in580: f32, %_in581: f32, %_out582: f32):
        %_583 = arith.subf %_in579, %_in580 : f32
        %_584 = arith.constant 0x42B20000 : f32
        %_585 = arith.minimumf %_583, %_584 : f32
        %_586 = arith.constant 0xC2D00000 : f32
        %_587 = arith.maximumf %_585, %_586 : f32
        %_588 = arith.constant 0x3FB8AA3B : f32
        %_589 = arith.mulf %_587, %_588 : f32
        %_590 = arith.constant 0x3F000000 : f32
        %_591 = arith.addf %_589, %_590 : f32
        %_592 = math.floor %_591 : f32
        %_593 = arith.constant 0x3F318000 : f32
        %_594 = arith.mulf %_592, %_593 : f32
        %_595 = arith.subf %_587, %_594 : f32
        %_596 = arith.constant 0xB95E8083 : f32
        %_597 = arith.mulf %_592, %_596 : f32
        %_598 = arith.subf %_595, %_597 : f32
        %_599 = arith.constant 0x39506967 : f32
        %_600 = arith.mulf %_599, %_598 : f32
        %_601 = arith.constant 0x3AB743CE : f32
        %_602 = arith.addf %_600, %_601 : f32
        %_603 = arith.mulf %_602, %_598 : f32
        %_604 = arith.constant 0x3C088908 : f32
        %_605 = arith.addf %_603, %_604 : f32
        %_606 = arith.mulf %_605, %_598 : f32
        %_607 = arith.constant 0x3D2AA9C1 : f32
        %_608 = arith.addf %_606, %_607 : f32
        %_609 = arith.mulf %_608, %_598 : f32
        %_610 = arith.constant 0x3E2AAAAA : f32
        %_611 = arith.addf %_609, %_610 : f32
        %_612 = arith.mulf %_611, %_598 : f32
        %_613 = arith.constant 0x3F000000 : f32
        %_614 = arith.addf %_612, %_613 : f32
        %_615 = arith.mulf %_598, %_598 : f32
        %_616 = arith.mulf %_614, %_615 : f32
        %_617 = arith.addf %_616, %_598 : f32
        %_618 = arith.constant 0x3F800000 : f32
        %_619 = arith.addf %_617, %_618 : f32
        %_620 = arith.fptosi %_592 : f32 to i32
        %_621 = arith.constant 1 : i32
        %_622 = arith.constant 127 : i32
        %_623 = arith.constant 23 : i32
        %_624 = arith.shrsi %_620, %_621 : i32
        %_625 = arith.subi %_620, %_624 : i32
        %_626 = arith.addi %_624, %_622 : i32
        %_627 = arith.shli %_626, %_623 : i32
        %_628 = arith.bitcast %_627 : i32 to f32
        %_629 = arith.mulf %_619, %_628 : f32
        %_630 = arith.addi %_625, %_622 : i32
        %_631 = arith.shli %_630, %_623 : i32
        %_632 = arith.bitcast %_631 : i32 to f32
        %_633 = arith.mulf %_629, %_632 : f32
        %_634 = arith.cmpf uno, %_583, %_583 : f32
        %_635 = arith.select %_634, %_583, %_633 : f32
        %_636 = arith.divf %_635, %_in581 : f32
        linalg.yield %_636 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_638 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":45:19)
    %_639 = tensor.empty() : tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_640 = linalg.fill ins(%_638 : f32) outs(%_639 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_644 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_486 : tensor<1x4x8xf32>) outs(%_640 : tensor<1x4xf32>) {
      ^bb0(%_in641: f32, %_out642: f32):
        %_643 = arith.addf %_in641, %_out642 : f32
        linalg.yield %_643 : f32
      } -> tensor<1x4xf32> loc("storylm0_nll_step.kina":45:19)
    %_645 = tensor.collapse_shape %_644 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_nll_step.kina":45:19)
    %_646 = tensor.expand_shape %_645 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_nll_step.kina":45:19)
    %_647 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_650 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_646 : tensor<1x4x1xf32>) outs(%_647 : tensor<1x4x8xf32>) {
      ^bb0(%_in648: f32, %_out649: f32):
        linalg.yield %_in648 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_651 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_656 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_637, %_650 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_651 : tensor<1x4x8xf32>) {
      ^bb0(%_in652: f32, %_in653: f32, %_out654: f32):
        %_655 = arith.mulf %_in652, %_in653 : f32
        linalg.yield %_655 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_657 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_662 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_486, %_656 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_657 : tensor<1x4x8xf32>) {
      ^bb0(%_in658: f32, %_in659: f32, %_out660: f32):
        %_661 = arith.subf %_in658, %_in659 : f32
        linalg.yield %_661 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_nll_step.kina":45:19)
    %_663 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_666 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_272 : tensor<1x4x8xf32>) outs(%_663 : tensor<1x8x4xf32>) {
      ^bb0(%_in664: f32, %_out665: f32):
        linalg.yield %_in664 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_667 = tensor.collapse_shape %_662 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_668 = tensor.expand_shape %_667 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_669 = tensor.collapse_shape %_666 [[0, 1, 2]] : tensor<1x8x4xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_670 = tensor.expand_shape %_669 [[0, 1]] output_shape [8, 4] : tensor<32xf32> into tensor<8x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_671 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_672 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_673 = linalg.fill ins(%_671 : f32) outs(%_672 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_674 = linalg.matmul {kina.tile = [4, 4, 8], kina.block = [0, 0, 0]} ins(%_668, %_670 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%_673 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_675 = tensor.collapse_shape %_674 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_676 = tensor.expand_shape %_675 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_677 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_680 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_270 : tensor<1x4x4xf32>) outs(%_677 : tensor<1x4x4xf32>) {
      ^bb0(%_in678: f32, %_out679: f32):
        linalg.yield %_in678 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_681 = tensor.collapse_shape %_680 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":44:16)
    %_682 = tensor.expand_shape %_681 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":44:16)
    %_683 = tensor.collapse_shape %_662 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_684 = tensor.expand_shape %_683 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_685 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":44:16)
    %_686 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_687 = linalg.fill ins(%_685 : f32) outs(%_686 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_688 = linalg.matmul {kina.tile = [4, 8, 4], kina.block = [0, 0, 0]} ins(%_682, %_684 : tensor<4x4xf32>, tensor<4x8xf32>) outs(%_687 : tensor<4x8xf32>) -> tensor<4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_689 = tensor.collapse_shape %_688 [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":44:16)
    %_690 = tensor.expand_shape %_689 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_nll_step.kina":44:16)
    %_691 = tensor.collapse_shape %_690 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_nll_step.kina":43:13)
    %_692 = tensor.expand_shape %_691 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_nll_step.kina":43:13)
    %_693 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_696 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_254 : tensor<1x4x4xf32>) outs(%_693 : tensor<1x4x4xf32>) {
      ^bb0(%_in694: f32, %_out695: f32):
        linalg.yield %_in694 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_697 = tensor.collapse_shape %_676 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_698 = tensor.expand_shape %_697 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_699 = tensor.collapse_shape %_696 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_700 = tensor.expand_shape %_699 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_701 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_702 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_703 = linalg.fill ins(%_701 : f32) outs(%_702 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_704 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_698, %_700 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_703 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_705 = tensor.collapse_shape %_704 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_706 = tensor.expand_shape %_705 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_707 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_710 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_252 : tensor<1x4x4xf32>) outs(%_707 : tensor<1x4x4xf32>) {
      ^bb0(%_in708: f32, %_out709: f32):
        linalg.yield %_in708 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_711 = tensor.collapse_shape %_710 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_712 = tensor.expand_shape %_711 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_713 = tensor.collapse_shape %_676 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_714 = tensor.expand_shape %_713 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_715 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":41:14)
    %_716 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_717 = linalg.fill ins(%_715 : f32) outs(%_716 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_718 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_712, %_714 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_717 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_719 = tensor.collapse_shape %_718 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":41:14)
    %_720 = tensor.expand_shape %_719 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":41:14)
    %_721 = tensor.collapse_shape %_720 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":40:13)
    %_722 = tensor.expand_shape %_721 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":40:13)
    %_723 = tensor.collapse_shape %_706 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":39:16)
    %_724 = tensor.expand_shape %_723 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":39:16)
    %_725 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_728 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_724 : tensor<1x4x2x2xf32>) outs(%_725 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in726: f32, %_out727: f32):
        linalg.yield %_in726 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":38:15)
    %_729 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_732 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_80 : tensor<1x2x4x2xf32>) outs(%_729 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in730: f32, %_out731: f32):
        linalg.yield %_in730 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_733 = tensor.collapse_shape %_728 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_734 = tensor.collapse_shape %_732 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_735 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_736 = tensor.empty() : tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_737 = linalg.fill ins(%_735 : f32) outs(%_736 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_738 = linalg.batch_matmul {kina.tile = [4, 4, 2], kina.block = [0, 0, 0]} ins(%_733, %_734 : tensor<2x4x2xf32>, tensor<2x2x4xf32>) outs(%_737 : tensor<2x4x4xf32>) -> tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_739 = tensor.expand_shape %_738 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_740 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_743 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_239 : tensor<1x2x4x4xf32>) outs(%_740 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in741: f32, %_out742: f32):
        linalg.yield %_in741 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_744 = tensor.collapse_shape %_743 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":37:13)
    %_745 = tensor.collapse_shape %_728 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_746 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":37:13)
    %_747 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_748 = linalg.fill ins(%_746 : f32) outs(%_747 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_749 = linalg.batch_matmul ins(%_744, %_745 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_748 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_750 = tensor.expand_shape %_749 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":37:13)
    %_751 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_756 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_739, %_239 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_751 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in752: f32, %_in753: f32, %_out754: f32):
        %_755 = arith.mulf %_in752, %_in753 : f32
        linalg.yield %_755 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_757 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":36:15)
    %_758 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_759 = linalg.fill ins(%_757 : f32) outs(%_758 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_763 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_756 : tensor<1x2x4x4xf32>) outs(%_759 : tensor<1x2x4xf32>) {
      ^bb0(%_in760: f32, %_out761: f32):
        %_762 = arith.addf %_in760, %_out761 : f32
        linalg.yield %_762 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_764 = tensor.collapse_shape %_763 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_nll_step.kina":36:15)
    %_765 = tensor.expand_shape %_764 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_nll_step.kina":36:15)
    %_766 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_769 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_765 : tensor<1x2x4x1xf32>) outs(%_766 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in767: f32, %_out768: f32):
        linalg.yield %_in767 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_770 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_775 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_739, %_769 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_770 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in771: f32, %_in772: f32, %_out773: f32):
        %_774 = arith.subf %_in771, %_in772 : f32
        linalg.yield %_774 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_776 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_781 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_239, %_775 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_776 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in777: f32, %_in778: f32, %_out779: f32):
        %_780 = arith.mulf %_in777, %_in778 : f32
        linalg.yield %_780 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":36:15)
    %_782 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":34:14)
    %_783 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_784 = linalg.fill ins(%_782 : f32) outs(%_783 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_788 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_781 : tensor<1x2x4x4xf32>) outs(%_784 : tensor<1x4x4xf32>) {
      ^bb0(%_in785: f32, %_out786: f32):
        %_787 = arith.addf %_in785, %_out786 : f32
        linalg.yield %_787 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_789 = tensor.collapse_shape %_788 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":34:14)
    %_790 = tensor.expand_shape %_789 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_nll_step.kina":34:14)
    %_791 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_796 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_781, %_95 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_791 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in792: f32, %_in793: f32, %_out794: f32):
        %_795 = arith.mulf %_in792, %_in793 : f32
        linalg.yield %_795 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_797 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_802 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_781, %_91 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_797 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in798: f32, %_in799: f32, %_out800: f32):
        %_801 = arith.mulf %_in798, %_in799 : f32
        linalg.yield %_801 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_nll_step.kina":33:16)
    %_803 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":32:15)
    %_804 = tensor.empty() : tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_805 = linalg.fill ins(%_803 : f32) outs(%_804 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_809 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%_802 : tensor<1x2x4x4xf32>) outs(%_805 : tensor<1xf32>) {
      ^bb0(%_in806: f32, %_out807: f32):
        %_808 = arith.addf %_in806, %_out807 : f32
        linalg.yield %_808 : f32
      } -> tensor<1xf32> loc("storylm0_nll_step.kina":32:15)
    %_810 = tensor.expand_shape %_809 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_nll_step.kina":32:15)
    %_811 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_814 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_84 : tensor<1x2x2x4xf32>) outs(%_811 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in812: f32, %_out813: f32):
        linalg.yield %_in812 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_815 = tensor.collapse_shape %_796 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_816 = tensor.collapse_shape %_814 [[0, 1], [2], [3]] : tensor<1x2x4x2xf32> into tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_817 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_818 = tensor.empty() : tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_819 = linalg.fill ins(%_817 : f32) outs(%_818 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_820 = linalg.batch_matmul ins(%_815, %_816 : tensor<2x4x4xf32>, tensor<2x4x2xf32>) outs(%_819 : tensor<2x4x2xf32>) -> tensor<2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_821 = tensor.expand_shape %_820 [[0, 1], [2], [3]] output_shape [1, 2, 4, 2] : tensor<2x4x2xf32> into tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":31:16)
    %_822 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_825 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_68 : tensor<1x2x4x2xf32>) outs(%_822 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in823: f32, %_out824: f32):
        linalg.yield %_in823 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_826 = tensor.collapse_shape %_825 [[0, 1], [2], [3]] : tensor<1x2x2x4xf32> into tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_827 = tensor.collapse_shape %_796 [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_828 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":31:16)
    %_829 = tensor.empty() : tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_830 = linalg.fill ins(%_828 : f32) outs(%_829 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_831 = linalg.batch_matmul {kina.tile = [2, 4, 4], kina.block = [0, 0, 0]} ins(%_826, %_827 : tensor<2x2x4xf32>, tensor<2x4x4xf32>) outs(%_830 : tensor<2x2x4xf32>) -> tensor<2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_832 = tensor.expand_shape %_831 [[0, 1], [2], [3]] output_shape [1, 2, 2, 4] : tensor<2x2x4xf32> into tensor<1x2x2x4xf32> loc("storylm0_nll_step.kina":31:16)
    %_833 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":30:12)
    %_836 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_832 : tensor<1x2x2x4xf32>) outs(%_833 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in834: f32, %_out835: f32):
        linalg.yield %_in834 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_nll_step.kina":30:12)
    %_837 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_840 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_750 : tensor<1x2x4x2xf32>) outs(%_837 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in838: f32, %_out839: f32):
        linalg.yield %_in838 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":29:12)
    %_841 = tensor.collapse_shape %_840 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":28:12)
    %_842 = tensor.expand_shape %_841 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":28:12)
    %_843 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_846 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_836 : tensor<1x2x4x2xf32>) outs(%_843 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in844: f32, %_out845: f32):
        linalg.yield %_in844 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":27:12)
    %_847 = tensor.collapse_shape %_846 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":26:12)
    %_848 = tensor.expand_shape %_847 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":26:12)
    %_849 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_852 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_821 : tensor<1x2x4x2xf32>) outs(%_849 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in850: f32, %_out851: f32):
        linalg.yield %_in850 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_nll_step.kina":25:12)
    %_853 = tensor.collapse_shape %_852 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":24:12)
    %_854 = tensor.expand_shape %_853 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":24:12)
    %_855 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_858 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_32 : tensor<1x4x4xf32>) outs(%_855 : tensor<1x4x4xf32>) {
      ^bb0(%_in856: f32, %_out857: f32):
        linalg.yield %_in856 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_859 = tensor.collapse_shape %_842 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_860 = tensor.expand_shape %_859 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_861 = tensor.collapse_shape %_858 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_862 = tensor.expand_shape %_861 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_863 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_864 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_865 = linalg.fill ins(%_863 : f32) outs(%_864 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_866 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_860, %_862 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_865 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_867 = tensor.collapse_shape %_866 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_868 = tensor.expand_shape %_867 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_869 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_872 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_869 : tensor<1x4x4xf32>) {
      ^bb0(%_in870: f32, %_out871: f32):
        linalg.yield %_in870 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_873 = tensor.collapse_shape %_872 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_874 = tensor.expand_shape %_873 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_875 = tensor.collapse_shape %_842 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_876 = tensor.expand_shape %_875 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_877 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":23:11)
    %_878 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_879 = linalg.fill ins(%_877 : f32) outs(%_878 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_880 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_874, %_876 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_879 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_881 = tensor.collapse_shape %_880 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":23:11)
    %_882 = tensor.expand_shape %_881 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":23:11)
    %_883 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_886 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_30 : tensor<1x4x4xf32>) outs(%_883 : tensor<1x4x4xf32>) {
      ^bb0(%_in884: f32, %_out885: f32):
        linalg.yield %_in884 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_887 = tensor.collapse_shape %_848 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_888 = tensor.expand_shape %_887 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_889 = tensor.collapse_shape %_886 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_890 = tensor.expand_shape %_889 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_891 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_892 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_893 = linalg.fill ins(%_891 : f32) outs(%_892 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_894 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_888, %_890 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_893 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_895 = tensor.collapse_shape %_894 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_896 = tensor.expand_shape %_895 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_897 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_900 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_897 : tensor<1x4x4xf32>) {
      ^bb0(%_in898: f32, %_out899: f32):
        linalg.yield %_in898 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_901 = tensor.collapse_shape %_900 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_902 = tensor.expand_shape %_901 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_903 = tensor.collapse_shape %_848 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_904 = tensor.expand_shape %_903 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_905 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":22:11)
    %_906 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_907 = linalg.fill ins(%_905 : f32) outs(%_906 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_908 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_902, %_904 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_907 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_909 = tensor.collapse_shape %_908 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":22:11)
    %_910 = tensor.expand_shape %_909 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":22:11)
    %_911 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_914 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_28 : tensor<1x4x4xf32>) outs(%_911 : tensor<1x4x4xf32>) {
      ^bb0(%_in912: f32, %_out913: f32):
        linalg.yield %_in912 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_915 = tensor.collapse_shape %_854 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_916 = tensor.expand_shape %_915 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_917 = tensor.collapse_shape %_914 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_918 = tensor.expand_shape %_917 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_919 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_920 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_921 = linalg.fill ins(%_919 : f32) outs(%_920 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_922 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_916, %_918 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_921 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_923 = tensor.collapse_shape %_922 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_924 = tensor.expand_shape %_923 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_925 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_928 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_925 : tensor<1x4x4xf32>) {
      ^bb0(%_in926: f32, %_out927: f32):
        linalg.yield %_in926 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_929 = tensor.collapse_shape %_928 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_930 = tensor.expand_shape %_929 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_931 = tensor.collapse_shape %_854 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_932 = tensor.expand_shape %_931 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_933 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":21:11)
    %_934 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_935 = linalg.fill ins(%_933 : f32) outs(%_934 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_936 = linalg.matmul {kina.tile = [4, 4, 4], kina.block = [0, 0, 0]} ins(%_930, %_932 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_935 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_937 = tensor.collapse_shape %_936 [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":21:11)
    %_938 = tensor.expand_shape %_937 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_nll_step.kina":21:11)
    %_939 = tensor.collapse_shape %_882 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":20:13)
    %_940 = tensor.expand_shape %_939 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":20:13)
    %_941 = tensor.collapse_shape %_910 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":19:13)
    %_942 = tensor.expand_shape %_941 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":19:13)
    %_943 = tensor.collapse_shape %_938 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":18:13)
    %_944 = tensor.expand_shape %_943 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":18:13)
    %_945 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_950 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_676, %_868 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_945 : tensor<1x4x4xf32>) {
      ^bb0(%_in946: f32, %_in947: f32, %_out948: f32):
        %_949 = arith.addf %_in946, %_in947 : f32
        linalg.yield %_949 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_951 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_956 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_950, %_896 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_951 : tensor<1x4x4xf32>) {
      ^bb0(%_in952: f32, %_in953: f32, %_out954: f32):
        %_955 = arith.addf %_in952, %_in953 : f32
        linalg.yield %_955 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_957 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_962 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_956, %_924 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_957 : tensor<1x4x4xf32>) {
      ^bb0(%_in958: f32, %_in959: f32, %_out960: f32):
        %_961 = arith.addf %_in958, %_in959 : f32
        linalg.yield %_961 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_963 = tensor.collapse_shape %token_ids [[0, 1]] : tensor<1x4xi64> into tensor<4xi64> loc("storylm0_nll_step.kina":17:11)
    %_964 = tensor.collapse_shape %_962 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_nll_step.kina":17:11)
    %_965 = tensor.expand_shape %_964 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_966 = arith.constant 0x00000000 : f32 loc("storylm0_nll_step.kina":17:11)
    %_967 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_968 = linalg.fill ins(%_966 : f32) outs(%_967 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_nll_step.kina":17:11)
    %_984 = arith.constant 0 : index loc("storylm0_nll_step.kina":17:11)
    %_985 = arith.constant 1 : index loc("storylm0_nll_step.kina":17:11)
    %_986 = arith.constant 4 : index loc("storylm0_nll_step.kina":17:11)
    %_987 = arith.constant 8 : index loc("storylm0_nll_step.kina":17:11)
    %_988 = scf.for %_969 = %_984 to %_986 step %_985 iter_args(%_970 = %_968) -> (tensor<8x4xf32>) {
          %_971 = tensor.extract %_963[%_969] : tensor<4xi64>
          %_972 = arith.index_cast %_971 : i64 to index
          %_973 = arith.cmpi sge, %_972, %_984 : index
          %_974 = arith.cmpi slt, %_972, %_987 : index
          %_975 = arith.andi %_973, %_974 : i1
          %_976 = scf.if %_975 -> (tensor<8x4xf32>) {
            %_977 = tensor.extract_slice %_970[%_972, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
            %_978 = tensor.extract_slice %_965[%_969, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<1x4xf32>
            %_980 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_978 : tensor<1x4xf32>) outs(%_977 : tensor<1x4xf32>) {
            ^bb0(%_982: f32, %_983: f32):
              %_979 = arith.addf %_983, %_982 : f32
              linalg.yield %_979 : f32
            } -> tensor<1x4xf32>
            %_981 = tensor.insert_slice %_980 into %_970[%_972, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<8x4xf32>
            scf.yield %_981 : tensor<8x4xf32>
          } else {
            scf.yield %_970 : tensor<8x4xf32>
          }
          scf.yield %_976 : tensor<8x4xf32>
        } loc("storylm0_nll_step.kina":17:11)
    %_989 = arith.constant 0 : i64 loc("storylm0_nll_step.kina":17:11)
    %_990 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_991 = linalg.fill ins(%_989 : i64) outs(%_990 : tensor<i64>) -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1003 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%token_ids : tensor<1x4xi64>) outs(%_991 : tensor<i64>) {
      ^bb0(%_in992: i64, %_out993: i64):
        %_994 = arith.constant 0 : i64
        %_995 = arith.cmpi sge, %_in992, %_994 : i64
        %_996 = arith.constant 7 : i64
        %_997 = arith.cmpi sle, %_in992, %_996 : i64
        %_998 = arith.andi %_995, %_997 : i1
        %_999 = arith.constant 0 : i64
        %_1000 = arith.constant 6 : i64
        %_1001 = arith.select %_998, %_999, %_1000 : i64
        %_1002 = arith.maxsi %_out993, %_1001 : i64
        linalg.yield %_1002 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1004 = tensor.empty() : tensor<i64> loc("storylm0_nll_step.kina":17:11)
    %_1011 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_509, %_1003 : tensor<i64>, tensor<i64>) outs(%_1004 : tensor<i64>) {
      ^bb0(%_in1005: i64, %_in1006: i64, %_out1007: i64):
        %_1008 = arith.constant 0 : i64
        %_1009 = arith.cmpi ne, %_in1005, %_1008 : i64
        %_1010 = arith.select %_1009, %_in1005, %_in1006 : i64
        linalg.yield %_1010 : i64
      } -> tensor<i64> loc("storylm0_nll_step.kina":17:11)
    func.return %_470, %_988, %_790, %_810, %_944, %_942, %_940, %_722, %_692, %_1011 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":5:1)
  } loc("storylm0_nll_step.kina":5:1)
  func.func @step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:10 = func.call @storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_nll_step.kina":73:5)
    %_2 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_2 : tensor<8x4xf32>) {
      ^bb0(%_in3: f32, %_out4: f32):
        linalg.yield %_in3 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_6 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_5, %_call1#1 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_6 : tensor<8x4xf32>) {
      ^bb0(%_in7: f32, %_in8: f32, %_out9: f32):
        %_10 = arith.mulf %_in7, %_in8 : f32
        linalg.yield %_10 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:36)
    %_12 = tensor.empty() : tensor<8x4xf32> loc("storylm0_nll_step.kina":77:18)
    %_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%token_embedding, %_11 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_12 : tensor<8x4xf32>) {
      ^bb0(%_in13: f32, %_in14: f32, %_out15: f32):
        %_16 = arith.subf %_in13, %_in14 : f32
        linalg.yield %_16 : f32
      } -> tensor<8x4xf32> loc("storylm0_nll_step.kina":77:18)
    %_18 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_18 : tensor<4x4xf32>) {
      ^bb0(%_in19: f32, %_out20: f32):
        linalg.yield %_in19 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_22 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_27 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_21, %_call1#4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_22 : tensor<4x4xf32>) {
      ^bb0(%_in23: f32, %_in24: f32, %_out25: f32):
        %_26 = arith.mulf %_in23, %_in24 : f32
        linalg.yield %_26 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:22)
    %_28 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":78:17)
    %_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wq, %_27 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_28 : tensor<4x4xf32>) {
      ^bb0(%_in29: f32, %_in30: f32, %_out31: f32):
        %_32 = arith.subf %_in29, %_in30 : f32
        linalg.yield %_32 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":78:17)
    %_34 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_34 : tensor<4x4xf32>) {
      ^bb0(%_in35: f32, %_out36: f32):
        linalg.yield %_in35 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_call1#5 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:22)
    %_44 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":79:17)
    %_49 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wk, %_43 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_44 : tensor<4x4xf32>) {
      ^bb0(%_in45: f32, %_in46: f32, %_out47: f32):
        %_48 = arith.subf %_in45, %_in46 : f32
        linalg.yield %_48 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":79:17)
    %_50 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_53 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_50 : tensor<4x4xf32>) {
      ^bb0(%_in51: f32, %_out52: f32):
        linalg.yield %_in51 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_54 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_59 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_53, %_call1#6 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_54 : tensor<4x4xf32>) {
      ^bb0(%_in55: f32, %_in56: f32, %_out57: f32):
        %_58 = arith.mulf %_in55, %_in56 : f32
        linalg.yield %_58 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:22)
    %_60 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":80:17)
    %_65 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wv, %_59 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_60 : tensor<4x4xf32>) {
      ^bb0(%_in61: f32, %_in62: f32, %_out63: f32):
        %_64 = arith.subf %_in61, %_in62 : f32
        linalg.yield %_64 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":80:17)
    %_66 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_69 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_66 : tensor<4x4xf32>) {
      ^bb0(%_in67: f32, %_out68: f32):
        linalg.yield %_in67 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_75 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_call1#7 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_in72: f32, %_out73: f32):
        %_74 = arith.mulf %_in71, %_in72 : f32
        linalg.yield %_74 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:22)
    %_76 = tensor.empty() : tensor<4x4xf32> loc("storylm0_nll_step.kina":81:17)
    %_81 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%wo, %_75 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_76 : tensor<4x4xf32>) {
      ^bb0(%_in77: f32, %_in78: f32, %_out79: f32):
        %_80 = arith.subf %_in77, %_in78 : f32
        linalg.yield %_80 : f32
      } -> tensor<4x4xf32> loc("storylm0_nll_step.kina":81:17)
    %_82 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_82 : tensor<4x8xf32>) {
      ^bb0(%_in83: f32, %_out84: f32):
        linalg.yield %_in83 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_86 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_91 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_85, %_call1#8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_86 : tensor<4x8xf32>) {
      ^bb0(%_in87: f32, %_in88: f32, %_out89: f32):
        %_90 = arith.mulf %_in87, %_in88 : f32
        linalg.yield %_90 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:27)
    %_92 = tensor.empty() : tensor<4x8xf32> loc("storylm0_nll_step.kina":82:17)
    %_97 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lm_head, %_91 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_92 : tensor<4x8xf32>) {
      ^bb0(%_in93: f32, %_in94: f32, %_out95: f32):
        %_96 = arith.subf %_in93, %_in94 : f32
        linalg.yield %_96 : f32
      } -> tensor<4x8xf32> loc("storylm0_nll_step.kina":82:17)
    func.return %_call1#0, %_17, %_33, %_49, %_65, %_81, %_97, %_call1#9 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":51:1)
  } loc("storylm0_nll_step.kina":51:1)
  func.func @main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) attributes {llvm.emit_c_interface} {
    %_call1:8 = func.call @step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %lr) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64>) loc("storylm0_nll_step.kina":107:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<i64> loc("storylm0_nll_step.kina":86:1)
  } loc("storylm0_nll_step.kina":86:1)
}
